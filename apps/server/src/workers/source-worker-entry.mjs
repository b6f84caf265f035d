// Runs a task module from the TypeScript sources (tests, `npm run dev`); built servers load the compiled module.
import { register } from "tsx/esm/api";

register();

export default async ({ file, name, input }) => (await import(file))[name](input);
