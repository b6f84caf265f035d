/** The signed-in session as the store and the browser's storage hold it. */
export interface AuthUser {
  userId?: string;
  pk?: string | number;
  organizationId?: string | null;
  username?: string;
  email: string;
  first_name?: string;
  last_name?: string;
  firstName?: string;
  lastName?: string;
  profileImage?: string | null;
  [key: string]: unknown;
}

export interface AuthState {
  access: string | null;
  access_expiration: string | null;
  refresh: string | null;
  refresh_expiration: string | null;
  isAuthenticated: boolean;
  needToConfirmEmail: boolean;
  user: AuthUser | null;
  chatToken: string | null;
}
