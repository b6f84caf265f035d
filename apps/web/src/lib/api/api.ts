import type { WithSlice } from "@reduxjs/toolkit";
import { createApi } from "@reduxjs/toolkit/query/react";
import { dynamicMiddleware, rootReducer, store } from "../session/store";
import { serverBaseQuery } from "./base-query";

/**
 * The one way the web reads and writes server data (decision 051). Each feature adds its endpoints with
 * `api.injectEndpoints` in its own `*-api.ts`; a mutation invalidates the tags of what it changed, so every query
 * showing it asks again. A query shows its cached answer at once and asks the server again when a page mounts.
 */
export const api = createApi({
  reducerPath: "api",
  baseQuery: serverBaseQuery,
  tagTypes: [
    "User",
    "Subscription",
    "PricingStrategy",
    "PlanPreview",
    "Organization",
    "Member",
    "Invitation",
    "OrderSummary",
    "SeatPreview",
    "AuditLog",
    "CiteCheck",
    "TwoFactor",
    "SignedInSession",
  ],
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

declare module "../session/store" {
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// Injected when the first feature that reads server data loads: the public pages never load RTK Query.
rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);
// An injected slice's state exists from the next action; a query's thunk reads it before dispatching any.
store.dispatch({ type: `${api.reducerPath}/injected` });

// A cached answer belongs to the user who asked: drop them all when the session ends or changes hands.
const sessionUser = () => {
  const { auth } = store.getState();
  return auth.isAuthenticated ? (auth.user?.userId ?? auth.user?.email ?? null) : null;
};
let lastUser = sessionUser();
store.subscribe(() => {
  const user = sessionUser();
  if (user === lastUser) return;
  lastUser = user;
  store.dispatch(api.util.resetApiState());
});
