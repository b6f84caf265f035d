// Renders the public pages to HTML at build time (dist/pages/*.html) so they paint before any script runs;
// the browser then hydrates them. The server picks the file for a path and falls back to index.html.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const dist = path.resolve(process.argv[2] ?? "dist");
const ssrDir = path.resolve(process.argv[3] ?? "dist-ssr");
const ssrEntry = path.join(ssrDir, "entry-prerender.js");
const blogPostCount = 6;

const pages = [
  "/",
  "/products",
  "/pricing-cards",
  "/private-attorney",
  "/small-firm",
  "/big-firm",
  "/contact",
  "/book-a-demo",
  "/blog",
  ...Array.from({ length: blogPostCount }, (_, index) => `/blog-post/${index + 1}`),
];
const NOT_FOUND_PAGE = "/404";

const { prerenderPage } = await import(pathToFileURL(ssrEntry).href);
const template = await readFile(path.join(dist, "index.html"), "utf8");
if (!template.includes('<div id="root"></div>')) throw new Error("index.html has no empty #root to fill");

const outDir = path.join(dist, "pages");
await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });

for (const pathname of [...pages, NOT_FOUND_PAGE]) {
  const { html, title } = await prerenderPage(pathname);
  let page = template.replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const file = pathname === "/" ? "index.html" : `${pathname.slice(1).replaceAll("/", "__")}.html`;
  await writeFile(path.join(outDir, file), page);
}
await rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length + 1} pages into dist/pages`);
