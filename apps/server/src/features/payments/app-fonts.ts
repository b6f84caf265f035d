import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** The files the app's prerendered pages preload too (apps/web/scripts/prerender.mjs): the Latin subsets. */
const PRELOADED_FONT = /\/assets\/(?:inter|source-serif-4)-latin-wght-normal-[\w-]+\.woff2/g;

export interface AppFonts {
  /** The app's @font-face rules, exactly as its built stylesheets declare them. */
  fontFaces: string;
  /** The Latin font files, for a preload `Link` header. */
  preloads: string[];
}

/**
 * The web app's own fonts, read from its built stylesheets, so the server-rendered pages load the very font files
 * the app serves from /assets (same cache, same CSP 'self'). Empty when the web app is not built.
 */
export function readAppFonts(webDist: string): AppFonts {
  const assets = path.join(webDist, "assets");
  if (!existsSync(assets)) return { fontFaces: "", preloads: [] };
  const faces = new Set<string>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith(".css"))) {
    for (const match of readFileSync(path.join(assets, file), "utf8").matchAll(FONT_FACE)) faces.add(match[0]);
  }
  const fontFaces = [...faces].join("\n");
  return { fontFaces, preloads: [...new Set(fontFaces.match(PRELOADED_FONT) ?? [])] };
}

/** The `Link` header that preloads the fonts, as the app's own pages do with <link rel="preload">. */
export function fontPreloadHeader(preloads: readonly string[]): string {
  return preloads.map((href) => `<${href}>; rel=preload; as=font; type="font/woff2"; crossorigin`).join(", ");
}
