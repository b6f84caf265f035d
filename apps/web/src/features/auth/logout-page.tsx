import { paths } from "@paralex/shared/routes";
import { useEffect, useRef } from "react";
import { useStore } from "react-redux";
import { Link } from "react-router";
import { AuthMessageCard } from "../../components/auth-shell";
import type { RootState } from "../../lib/session/store";
import { useDocumentTitle } from "../../lib/use-document-title";
import { accountMessages } from "./auth-messages";
import { signOut } from "./auth-session";

/** /logout — ends the session on arrival and says so. */
export function LogoutPage() {
  useDocumentTitle("Logout");
  const store = useStore<RootState>();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut(store);
  }, [store]);

  return (
    <AuthMessageCard>
      <h1 className="font-serif text-3xl font-semibold">{accountMessages.loggedOut}</h1>
      <p className="mt-3 text-muted">Thank you for working with us today.</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.login} className="btn-primary">
          Log in again
        </Link>
        <Link to={paths.home} className="btn-secondary">
          Back to home
        </Link>
      </div>
    </AuthMessageCard>
  );
}
