import { configureStore } from "@reduxjs/toolkit";
import { type TypedUseSelectorHook, useDispatch, useSelector } from "react-redux";
import { authSlice } from "./auth-slice";
import { clearStoredSession, storeSession } from "./auth-storage";

export const store = configureStore({ reducer: { auth: authSlice.reducer } });

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
