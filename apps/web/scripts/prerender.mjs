// Renders the public pages to HTML at build time (dist/pages/*.html) so they paint before any script runs;
// the browser then hydrates them. The server picks the file for a path and falls back to index.html.
// Each page keeps the template's font preloads (scripts/preload-fonts.ts); its scripts start only after the page has
// loaded and painted
// (scripts/deferred-boot.js, decision 004), then fetch the libraries, the entry and the page's chunks in parallel.
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { blogPostPaths, prerenderedPages } from "@paralex/shared/routes";

const dist = path.resolve(process.argv[2] ?? "dist");
const ssrDir = path.resolve(process.argv[3] ?? "dist-ssr");
const ssrEntry = path.join(ssrDir, "entry-prerender.js");
/** The page module each prerendered path's route loads lazily (the not-found page has none of its own). */
const pageModules = {
  "/": "src/features/home/home-page.tsx",
  "/products": "src/features/products/products-page.tsx",
  "/pricing-cards": "src/features/pricing/pricing-cards-page.tsx",
  "/private-attorney": "src/features/pricing/plan-pages.tsx",
  "/small-firm": "src/features/pricing/plan-pages.tsx",
  "/big-firm": "src/features/pricing/plan-pages.tsx",
  "/contact": "src/features/pricing/contact-page.tsx",
  "/book-a-demo": "src/features/demo-requests/book-a-demo-page.tsx",
  "/blog": "src/features/blog/blog-page.tsx",
  ...Object.fromEntries(blogPostPaths.map((blogPost) => [blogPost, "src/features/blog/blog-post-page.tsx"])),
  "/terms": "src/features/legal/terms-page.tsx",
  "/privacy": "src/features/legal/privacy-page.tsx",
  "/login": "src/features/auth/login-page.tsx",
  "/signup": "src/features/auth/signup-page.tsx",
  "/forgot-password": "src/features/auth/forgot-password-page.tsx",
};
const pages = [
  ...prerenderedPages.map((page) => {
    if (!(page in pageModules))
      throw new Error(`${page} is prerendered but has no page module in scripts/prerender.mjs`);
    return [page, pageModules[page]];
  }),
  ["/404", null],
];

const manifest = JSON.parse(await readFile(path.join(dist, ".vite/manifest.json"), "utf8"));
const entry = manifest["index.html"];

/** The page module's chunk, the chunks it imports (not the entry's, already loaded) and its CSS. */
function pageAssets(moduleKey) {
  if (!moduleKey) return { scripts: [], styles: [] };
  if (!manifest[moduleKey]) throw new Error(`${moduleKey} is not in the build manifest: update scripts/prerender.mjs`);
  const entryChunks = new Set(["index.html", ...(entry.imports ?? [])]);
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    if (entryChunks.has(key)) return;
    const chunk = manifest[key];
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleKey);
  return { scripts: [...scripts], styles: [...styles] };
}

function headLinks({ scripts, styles }) {
  const modules = {
    evaluate: [...(entry.imports ?? []).map((key) => `/${manifest[key].file}`), `/${entry.file}`],
    preload: scripts.map((file) => `/${file}`),
  };
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<script type="application/json" id="app-modules">${JSON.stringify(modules)}</script>`,
    `<script type="module" src="/${bootFile}"></script>`,
  ].join("\n    ");
}

/** Copies the boot script into the assets under a content hash, so it is cached like the rest. */
async function writeBootScript() {
  const source = await readFile(new URL("./deferred-boot.js", import.meta.url));
  const file = `assets/deferred-boot-${createHash("sha256").update(source).digest("hex").slice(0, 8)}.js`;
  await writeFile(path.join(dist, file), source);
  return file;
}

/** The template without the entry's script and preload tags; each page's boot script loads them instead. */
function withoutEntryScripts(html) {
  const stripped = html
    .replace(/\s*<script type="module"[^>]*src="\/assets\/[^"]+"><\/script>/, "")
    .replaceAll(/\s*<link rel="modulepreload"[^>]*>/g, "");
  if (stripped.includes('type="module"')) throw new Error("index.html has a module script prerender.mjs cannot move");
  return stripped;
}

const { prerenderPage } = await import(pathToFileURL(ssrEntry).href);
const template = withoutEntryScripts(await readFile(path.join(dist, "index.html"), "utf8"));
const bootFile = await writeBootScript();
if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");

const outDir = path.join(dist, "pages");
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

for (const [pathname, moduleKey] of pages) {
  const { html, title } = await prerenderPage(pathname);
  let page = template
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace("</head>", `  ${headLinks(pageAssets(moduleKey))}\n  </head>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const file = pathname === "/" ? "index.html" : `${pathname.slice(1).replaceAll("/", "__")}.html`;
  await writeFile(path.join(outDir, file), page);
}
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length} pages into ${path.relative(process.cwd(), outDir)}`);
