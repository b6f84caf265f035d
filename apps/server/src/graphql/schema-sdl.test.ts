import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SCHEMA_SDL_FILE, schemaSdl } from "./schema-sdl.js";

describe("schema.graphql", () => {
  it("is the schema the server builds (run `npm run graphql:schema` after changing it)", () => {
    expect(readFileSync(SCHEMA_SDL_FILE, "utf8")).toBe(schemaSdl());
  });
});
