import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SCHEMA_SDL_FILE, schemaSdl } from "./schema-sdl.js";

writeFileSync(SCHEMA_SDL_FILE, schemaSdl());
process.stdout.write(`wrote ${fileURLToPath(SCHEMA_SDL_FILE)}\n`);
