import { combineSlices, configureStore, createDynamicMiddleware } from "@reduxjs/toolkit";
import { type TypedUseSelectorHook, useDispatch, useSelector } from "react-redux";
import { authSlice } from "./auth-slice";
import { clearStoredSession, storeSession } from "./auth-storage";

/** Slices injected when their code loads (the server-data `api` of lib/api), so public pages never load them. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging where a lazy slice is injected
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export const dynamicMiddleware = createDynamicMiddleware();

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(dynamicMiddleware.middleware),
});

let lastAuth = store.getState().auth;
store.subscribe(() => {
  const { auth } = store.getState();
  if (auth === lastAuth) return;
  lastAuth = auth;
  if (auth.isAuthenticated) storeSession(auth);
  else clearStoredSession();
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppDispatch: () => AppDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<RootState> = useSelector;
