import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { loadStoredSession } from "./auth-storage";

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

export const authSlice = createSlice({
  name: "auth",
  initialState: (): AuthState => ({ ...signedOutState, ...loadStoredSession() }),
  reducers: {
    loginSuccess: (_state, action: PayloadAction<Omit<AuthState, "isAuthenticated" | "needToConfirmEmail">>) => ({
      ...action.payload,
      isAuthenticated: true,
      needToConfirmEmail: false,
    }),
    loginFail: () => signedOutState,
    logout: () => signedOutState,
    refreshSuccess: (state, action: PayloadAction<Partial<AuthState>>) => ({ ...state, ...action.payload }),
    refreshFail: (state, action: PayloadAction<Partial<AuthState>>) => ({ ...state, ...action.payload }),
    registerSuccess: (_state, action: PayloadAction<Partial<AuthState>>) => ({ ...signedOutState, ...action.payload }),
    registerFail: (_state, action: PayloadAction<Partial<AuthState>>) => ({ ...signedOutState, ...action.payload }),
    confirmEmailSuccess: (_state, action: PayloadAction<Partial<AuthState>>) => ({
      ...signedOutState,
      ...action.payload,
    }),
    confirmEmailFail: (_state, action: PayloadAction<Partial<AuthState>>) => ({ ...signedOutState, ...action.payload }),
    userUpdated: (state, action: PayloadAction<Partial<AuthUser>>) => {
      if (state.user) Object.assign(state.user, action.payload);
    },
  },
});

export const authActions = authSlice.actions;
