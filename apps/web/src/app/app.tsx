import type { ReactNode } from "react";
import { Provider } from "react-redux";
import { AppToasts } from "../components/app-toasts";
import { store } from "./store";

/** What every page sits in, in the browser and when pages are prerendered at build time. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <AppToasts />
    </Provider>
  );
}
