import { Provider } from "react-redux";
import { RouterProvider } from "react-router";
import { AppToasts } from "../components/app-toasts";
import { router } from "./router";
import { store } from "./store";

export function App() {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <AppToasts />
    </Provider>
  );
}
