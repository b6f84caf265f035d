import type { Middleware, Store, ThunkDispatch, UnknownAction } from "@reduxjs/toolkit";
import { type TypedUseSelectorHook, useDispatch, useSelector } from "react-redux";
import { type AuthState, authSlice } from "./auth-slice";
import { clearStoredSession, storeSession } from "./auth-storage";

/** Slices injected when their code loads (the server-data `api` of lib/api), so public pages never load them. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging where a lazy slice is injected
export interface LazyLoadedSlices {}

export type RootState = { auth: AuthState } & Partial<LazyLoadedSlices>;
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction>;

type SliceReducer = (state: unknown, action: UnknownAction) => unknown;
type Dispatch = (action: UnknownAction) => unknown;

/**
 * The app's Redux store, written out (about forty lines) rather than built with Redux Toolkit's `configureStore`,
 * `combineSlices` and `createDynamicMiddleware`: the public pages hydrate with this store, and Redux Toolkit with
 * immer is about 9 KB of compressed JavaScript they do not use (decision 068). It does what those did here: a reducer
 * per slice, slices and middleware added when their code loads (RTK Query's `api`, decision 051), and thunks.
 */
const reducers: Record<string, SliceReducer> = { auth: authSlice.reducer as SliceReducer };
const listeners = new Set<() => void>();
let state = reduce(undefined, { type: "@@paralex/init" });

function reduce(previous: Record<string, unknown> | undefined, action: UnknownAction): RootState {
  let isChanged = previous === undefined;
  const next: Record<string, unknown> = {};
  for (const [key, reducer] of Object.entries(reducers)) {
    next[key] = reducer(previous?.[key], action);
    if (next[key] !== previous?.[key]) isChanged = true;
  }
  return (isChanged ? next : previous) as RootState;
}

function dispatchToReducers(action: UnknownAction): UnknownAction {
  state = reduce(state, action);
  for (const listener of [...listeners]) listener();
  return action;
}

const middlewareChain: ((next: Dispatch) => Dispatch)[] = [];
let dispatchThroughMiddleware: Dispatch = dispatchToReducers;

const dispatch = ((action: unknown) =>
  typeof action === "function"
    ? action(dispatch, store.getState, undefined)
    : dispatchThroughMiddleware(action as UnknownAction)) as AppDispatch;

export const store = {
  getState: (): RootState => state,
  dispatch,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  replaceReducer(): never {
    throw new Error("inject a slice with rootReducer.inject instead");
  },
} as unknown as Store<RootState, UnknownAction> & { dispatch: AppDispatch };

/** Adds a slice's reducer under its path (RTK's `combineSlices(...).inject`). */
export const rootReducer = {
  inject(slice: { reducerPath: string; reducer: unknown }): void {
    reducers[slice.reducerPath] = slice.reducer as SliceReducer;
  },
};

/** Adds middleware to the running store (RTK's `createDynamicMiddleware`). */
export const dynamicMiddleware = {
  addMiddleware(...middleware: Middleware[]): void {
    const api = { getState: store.getState, dispatch: (action: unknown) => dispatch(action as UnknownAction) };
    for (const item of middleware)
      middlewareChain.push((item as Middleware)(api as never) as (next: Dispatch) => Dispatch);
    dispatchThroughMiddleware = middlewareChain.reduceRight<Dispatch>((next, item) => item(next), dispatchToReducers);
  },
};

let lastAuth = store.getState().auth;
store.subscribe(() => {
  const { auth } = store.getState();
  if (auth === lastAuth) return;
  lastAuth = auth;
  if (auth.isAuthenticated) storeSession(auth);
  else clearStoredSession();
});

export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
