// The worker entry from the TypeScript sources (tests, `npm run dev`); built servers load the compiled one.
import { register } from "tsx/esm/api";

register();

export default (await import("./worker-entry.ts")).default;
