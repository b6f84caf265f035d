import { paths } from "@paralex/shared/routes";
import { Link, useLocation } from "react-router";
import { BrandLogo } from "../../../components/brand-logo";
import { DisabledLink } from "../../../components/disabled-link";
import { publicConfig } from "../../../lib/public-config";
import { SocialIcon, type SocialIconName } from "./social-icons";

const COMPANY_PLACEHOLDERS = ["Pricing", "Individual Attorneys", "Small Firms", "Big Firms"];
const SOLUTION_PLACEHOLDERS = [
  "Login",
  "Sign Up",
  "User Dashboard",
  "Subscriptions",
  "Account Settings",
  "Manage Organisation",
];
const MORE_ENTRIES: ({ label: string; to: string } | { label: string; to?: undefined })[] = [
  { label: "Book Demo" },
  { label: "Privacy Policy", to: paths.privacy },
  { label: "Terms of Service", to: paths.terms },
  { label: "Disclaimer" },
];
const DISABLED_SOCIAL: { name: SocialIconName; label: string }[] = [
  { name: "x", label: "X" },
  { name: "facebook", label: "Facebook" },
  { name: "youtube", label: "YouTube" },
];

/** The footer turns black on the logout and account-confirmation pages, as the spec asks. */
export function isBlackFooterPath(pathname: string): boolean {
  return pathname === paths.logout || pathname.startsWith("/register/confirm-account/");
}

const linkClass = "inline-flex min-h-8 items-center text-white/85 hover:text-white";

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold tracking-widest text-gold-light uppercase">{title}</h2>
      <ul className="space-y-1.5">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const { pathname } = useLocation();
  const background = isBlackFooterPath(pathname) ? "bg-black" : "bg-ink";
  return (
    <footer className={`on-dark ${background} text-white`} data-testid="site-footer">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-xs space-y-4">
          <BrandLogo tone="light" />
          <p className="text-white/85">
            AI tools that help attorneys and the people they serve do more, for less, with every cite checked.
          </p>
          <ul className="flex gap-3" aria-label="Social media">
            <li>
              <a
                href={publicConfig.linkedInUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
              >
                <SocialIcon name="linkedin" />
                <span className="sr-only">LinkedIn (opens in a new tab)</span>
              </a>
            </li>
            {DISABLED_SOCIAL.map((social) => (
              <li key={social.name}>
                <DisabledLink
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10"
                  reason="Not available yet"
                >
                  <SocialIcon name={social.name} />
                  <span className="sr-only">{social.label}</span>
                </DisabledLink>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Company">
          <li>
            <Link to={paths.home} className={linkClass}>
              Home
            </Link>
          </li>
          {COMPANY_PLACEHOLDERS.map((label) => (
            <li key={label}>
              <DisabledLink className={linkClass}>{label}</DisabledLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Solution">
          {SOLUTION_PLACEHOLDERS.map((label) => (
            <li key={label}>
              <DisabledLink className={linkClass}>{label}</DisabledLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="More">
          <li>
            <Link to={paths.blog} className={linkClass}>
              Blog
            </Link>
          </li>
          {MORE_ENTRIES.map(({ label, to }) => (
            <li key={label}>
              {to ? (
                <Link to={to} className={linkClass}>
                  {label}
                </Link>
              ) : (
                <DisabledLink className={linkClass}>{label}</DisabledLink>
              )}
            </li>
          ))}
        </FooterColumn>
      </div>
      <div className="border-t border-white/15">
        <p className="container-page py-6 text-sm text-white/85">
          © {new Date().getFullYear()} {publicConfig.brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
