import { paths } from "@paralex/shared/routes";
import { useEffect } from "react";
import { Navigate, Outlet } from "react-router";
import { toast } from "react-toastify/unstyled";
import { useAppSelector } from "../../lib/session/store";
import { RequiredTwoFactorGate } from "../account";
import { PLEASE_LOG_IN } from "./auth-guard-messages";

/** One id, so the toast shows once even when the effect runs twice (StrictMode) or the guard re-renders. */
const PLEASE_LOG_IN_TOAST_ID = "please-log-in";

/**
 * Guards the dashboard: a signed-out visitor goes to /login with the toast 'Please log in.'; a member whose
 * organization requires two-factor sign-in sets it up first.
 */
export function RequireAuth() {
  const isAuthenticated = useAppSelector((state) => state.auth.isAuthenticated);

  useEffect(() => {
    if (!isAuthenticated && !toast.isActive(PLEASE_LOG_IN_TOAST_ID)) {
      toast.info(PLEASE_LOG_IN, { toastId: PLEASE_LOG_IN_TOAST_ID });
    }
  }, [isAuthenticated]);

  return isAuthenticated ? (
    <RequiredTwoFactorGate>
      <Outlet />
    </RequiredTwoFactorGate>
  ) : (
    <Navigate to={paths.login} replace />
  );
}
