/** The signed-in person a request acts for, as its access token names them. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  sessionId: string;
}
