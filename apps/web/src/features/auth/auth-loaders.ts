import { type LoaderFunctionArgs, redirect } from "react-router";
import { store } from "../../lib/session/store";
import { signedInDestination } from "./auth-redirects";

/** Route loader of /login and /signup: a signed-in visitor never sees them. */
export function redirectSignedInLoader({ request }: LoaderFunctionArgs) {
  const destination = signedInDestination(store.getState().auth, new URL(request.url).search);
  if (destination) throw redirect(destination);
  return null;
}
