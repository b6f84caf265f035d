import { paths } from "@paralex/shared/routes";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { BrandLogo } from "../../../components/brand-logo";
import { publicConfig } from "../../../lib/public-config";
import { useAppSelector } from "../../../lib/session/store";
import { useIsHydrated } from "../../../lib/use-is-hydrated";
import { PricingMenu } from "./pricing-menu";

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-medium text-ink hover:text-primary aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-8";

/** The marketing header: the spec's links, the pricing dropdown, the auth links, and a mobile menu. */
export function SiteHeader() {
  const isSignedIn = useAppSelector((state) => state.auth.isAuthenticated);
  const isAuthenticated = useIsHydrated() && isSignedIn;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const closeMenu = () => setIsMenuOpen(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu also closes on back and forward navigation
  useEffect(closeMenu, [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={paths.home} aria-label={`${publicConfig.brandName} home`} className="shrink-0">
          <BrandLogo />
        </Link>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-ink lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="site-navigation"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          {isMenuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{isMenuOpen ? "Close menu" : "Open menu"}</span>
        </button>
        <nav
          id="site-navigation"
          aria-label="Main"
          className={`${isMenuOpen ? "block" : "hidden"} absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white p-4 shadow-card lg:static lg:block lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
            <li>
              <NavLink to={paths.home} end onClick={closeMenu} className={navLinkClass}>
                Home
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.products} onClick={closeMenu} className={navLinkClass}>
                Our Products
              </NavLink>
            </li>
            <li>
              <PricingMenu onNavigate={closeMenu} />
            </li>
            <li>
              <NavLink to={paths.contact} onClick={closeMenu} className={navLinkClass}>
                Book A Demo
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.blog} onClick={closeMenu} className={navLinkClass}>
                Blog
              </NavLink>
            </li>
            {isAuthenticated ? (
              <>
                <li className="lg:ml-4">
                  <Link to={paths.dashboard} onClick={closeMenu} className="btn-secondary w-full lg:w-auto">
                    Dashboard
                  </Link>
                </li>
                <li>
                  <Link to={paths.logout} onClick={closeMenu} className="btn-primary w-full lg:w-auto">
                    Logout
                  </Link>
                </li>
              </>
            ) : (
              <>
                <li className="lg:ml-4">
                  <Link to={paths.login} onClick={closeMenu} className="btn-secondary w-full lg:w-auto">
                    Login
                  </Link>
                </li>
                <li>
                  <Link to={paths.signup} onClick={closeMenu} className="btn-primary w-full lg:w-auto">
                    Sign Up
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
