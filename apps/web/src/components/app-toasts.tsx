import "react-toastify/dist/ReactToastify.css";
import { ToastContainer } from "react-toastify/unstyled";

/** Toast placement and timings of the spec: top-right, 5 s, close on click, pause on hover and focus loss. */
export function AppToasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      closeOnClick
      pauseOnHover
      pauseOnFocusLoss
      draggablePercent={80}
      newestOnTop={false}
    />
  );
}
