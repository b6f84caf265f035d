import * as Dialog from "@radix-ui/react-dialog";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { BrandLogo } from "../../components/brand-logo";
import { publicConfig } from "../../lib/public-config";
import { ScrollRestoration } from "../../lib/route-runtime";
import { useAppSelector } from "../../lib/session/store";
import { associateNavItems, dashboardNavItems } from "./dashboard-nav";
import { DashboardNavList } from "./dashboard-sidebar";
import { UserMenu } from "./user-menu";

/** The logo leads to the company's own site, in a new tab (spec section 2). */
function CompanyLogoLink({ tone }: { tone: "dark" | "light" }) {
  return (
    <a href={publicConfig.companySiteUrl} target="_blank" rel="noopener noreferrer" className="inline-flex rounded-md">
      <BrandLogo tone={tone} />
      <span className="sr-only"> company site (opens in a new tab)</span>
    </a>
  );
}

/** The spec's five entries, then the associate's pages in a navigation landmark of their own. */
function SidebarNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const navigate = onNavigate ? { onNavigate } : {};
  return (
    <div className="flex-1 overflow-y-auto px-3 py-4">
      <nav aria-label="Dashboard">
        <DashboardNavList items={dashboardNavItems} {...navigate} />
      </nav>
      <nav aria-label="Your associate" className="mt-6 border-t border-white/15 pt-4">
        <p aria-hidden="true" className="px-3 pb-2 text-xs font-semibold tracking-wide text-white/70 uppercase">
          Your associate
        </p>
        <DashboardNavList items={associateNavItems} {...navigate} />
      </nav>
    </div>
  );
}

/** On phones and tablets the sidebar folds into this menu: a drawer from the left that traps focus. */
function MobileNavigation() {
  const [isOpen, setIsOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setIsOpen(false), [pathname]);

  return (
    <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
      <Dialog.Trigger className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface lg:hidden">
        <Menu aria-hidden="true" />
        <span className="sr-only">Open menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 transition-opacity duration-300 starting:opacity-0 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="on-dark fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-ink shadow-card transition-transform duration-300 ease-out focus:outline-none starting:-translate-x-full lg:hidden"
        >
          <div className="flex h-16 items-center justify-between gap-2 px-4">
            <Dialog.Title className="sr-only">Dashboard menu</Dialog.Title>
            <CompanyLogoLink tone="light" />
            <Dialog.Close className="inline-flex size-11 items-center justify-center rounded-md text-white hover:bg-white/10">
              <X aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <SidebarNavigation onNavigate={() => setIsOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * The signed-in frame: a navy sidebar with the five entries (a menu on phones), a top bar with the welcome line and
 * the avatar menu, and the page's cards on a light grey ground.
 */
export function DashboardLayout() {
  const user = useAppSelector((state) => state.auth.user);

  return (
    <div className="min-h-screen bg-surface lg:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="on-dark hidden w-64 shrink-0 bg-ink lg:block">
        <aside className="sticky top-0 flex h-screen flex-col">
          <div className="flex h-16 items-center px-5">
            <CompanyLogoLink tone="light" />
          </div>
          <SidebarNavigation />
        </aside>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 border-b border-line bg-white">
          <div className="flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6 lg:px-8">
            <MobileNavigation />
            <div className="lg:hidden">
              <CompanyLogoLink tone="dark" />
            </div>
            <p className="order-last w-full pb-1 font-serif text-lg font-semibold text-ink sm:order-none sm:w-auto sm:flex-1 sm:pb-0 sm:text-center lg:text-left lg:text-xl">
              Welcome to {publicConfig.brandName}!
            </p>
            <div className="ml-auto sm:ml-0">
              <UserMenu user={user} />
            </div>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div className="mx-auto w-full max-w-[1200px] px-4 py-6 sm:px-6 sm:py-8 lg:px-8 lg:py-10">
            <Outlet />
          </div>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
