import { paths } from "@paralex/shared/routes";
import { Link } from "react-router";

/** The 'Contact Sales' call to action: every plan page sends it to the demo form. */
export function ContactSalesLink({ className = "btn-primary" }: { className?: string }) {
  return (
    <Link to={paths.bookADemo} className={className}>
      Contact Sales
    </Link>
  );
}

/** 'Sign Up', with the plan's name for screen readers when several plans share a page. */
export function SignUpLink({ planName, className = "btn-primary" }: { planName?: string; className?: string }) {
  return (
    <Link to={paths.signup} className={className}>
      Sign Up
      {planName ? <span className="sr-only"> for {planName}</span> : null}
    </Link>
  );
}
