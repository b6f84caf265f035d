import type { AuthState, AuthUser } from "./auth-state";
import { loadStoredSession } from "./auth-storage";

export type { AuthState, AuthUser };

export const signedOutState: AuthState = {
  access: null,
  access_expiration: null,
  refresh: null,
  refresh_expiration: null,
  isAuthenticated: false,
  needToConfirmEmail: false,
  user: null,
  chatToken: null,
};

/** An action creator as Redux Toolkit's `createSlice` makes them: called for the action, `type` and `match` on it. */
function action<P = void>(type: string) {
  const create = (payload: P) => ({ type, payload });
  create.type = type;
  create.match = (candidate: { type: string }): candidate is PayloadAction<P> => candidate.type === type;
  return create;
}

export interface PayloadAction<P> {
  type: string;
  payload: P;
}

/**
 * The session's actions. Written without Redux Toolkit's `createSlice` (and immer), so the public pages' store is
 * plain Redux (decision 068); the names and payloads are those of the slice it replaces.
 */
export const authActions = {
  loginSuccess: action<Omit<AuthState, "isAuthenticated" | "needToConfirmEmail">>("auth/loginSuccess"),
  loginFail: action("auth/loginFail"),
  logout: action("auth/logout"),
  refreshSuccess: action<Partial<AuthState>>("auth/refreshSuccess"),
  refreshFail: action<Partial<AuthState>>("auth/refreshFail"),
  registerSuccess: action<Partial<AuthState>>("auth/registerSuccess"),
  registerFail: action<Partial<AuthState>>("auth/registerFail"),
  confirmEmailSuccess: action<Partial<AuthState>>("auth/confirmEmailSuccess"),
  confirmEmailFail: action<Partial<AuthState>>("auth/confirmEmailFail"),
  userUpdated: action<Partial<AuthUser>>("auth/userUpdated"),
};

type AuthAction = { type: string; payload?: unknown };

function authReducer(state: AuthState | undefined, incoming: AuthAction): AuthState {
  const current = state ?? { ...signedOutState, ...loadStoredSession() };
  const payload = incoming.payload as Partial<AuthState> & Partial<AuthUser>;
  switch (incoming.type) {
    case authActions.loginSuccess.type:
      return { ...(payload as AuthState), isAuthenticated: true, needToConfirmEmail: false };
    case authActions.loginFail.type:
    case authActions.logout.type:
      return signedOutState;
    case authActions.refreshSuccess.type:
    case authActions.refreshFail.type:
      return { ...current, ...payload };
    case authActions.registerSuccess.type:
    case authActions.registerFail.type:
    case authActions.confirmEmailSuccess.type:
    case authActions.confirmEmailFail.type:
      return { ...signedOutState, ...payload };
    case authActions.userUpdated.type:
      return current.user ? { ...current, user: { ...current.user, ...(payload as Partial<AuthUser>) } } : current;
    default:
      return current;
  }
}

export const authSlice = { name: "auth" as const, reducer: authReducer, actions: authActions };
