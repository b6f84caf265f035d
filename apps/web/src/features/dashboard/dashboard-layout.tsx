import { paths } from "@paralex/shared/routes";
import { LogOut } from "lucide-react";
import { Link, Outlet, ScrollRestoration } from "react-router";
import { useAppSelector } from "../../app/store";
import { BrandLogo } from "../../components/brand-logo";
import { publicConfig } from "../../lib/public-config";

function firstNameOf(user: Record<string, unknown> | null): string | null {
  const name = user?.firstName ?? user?.first_name;
  return typeof name === "string" && name.trim() ? name.trim() : null;
}

/** The signed-in frame: a top bar with the welcome line and Logout, content on a light grey ground. */
export function DashboardLayout() {
  const user = useAppSelector((state) => state.auth.user);
  const firstName = firstNameOf(user);
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="border-b border-line bg-white">
        <div className="container-page flex min-h-16 flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <a href={publicConfig.companySiteUrl} target="_blank" rel="noopener noreferrer" className="shrink-0">
            <BrandLogo />
            <span className="sr-only"> (company site, opens in a new tab)</span>
          </a>
          <p className="order-3 w-full font-serif text-xl font-semibold text-ink sm:order-none sm:w-auto sm:flex-1">
            Welcome to {publicConfig.brandName}!
          </p>
          <nav aria-label="Account" className="flex items-center gap-3">
            {firstName ? (
              <span
                className="inline-flex size-10 items-center justify-center rounded-full bg-ink font-semibold text-gold-light"
                title={firstName}
              >
                <span aria-hidden="true">{firstName.charAt(0).toUpperCase()}</span>
                <span className="sr-only">Signed in as {firstName}</span>
              </span>
            ) : null}
            <Link to={paths.logout} className="btn-secondary">
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1" tabIndex={-1}>
        <div className="container-page py-8 sm:py-12">
          <Outlet />
        </div>
      </main>
      <ScrollRestoration />
    </div>
  );
}
