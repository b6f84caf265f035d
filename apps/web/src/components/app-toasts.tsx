import "react-toastify/dist/ReactToastify.css";
import { ToastContainer } from "react-toastify/unstyled";

/** Below the sticky headers (4 rem and a border), so a toast never covers their buttons. */
const BELOW_HEADER = { top: "calc(4rem + 1px + 0.5rem)" };

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
      style={BELOW_HEADER}
    />
  );
}
