// Usage: node apps/web/scripts/page-js-size.mjs [dist] [page.html ...]
// The JavaScript each prerendered page loads before the first interaction: its boot script, the modules it
// evaluates and preloads (scripts/prerender.mjs), and every chunk those import statically, as the server sends them:
// the brotli file scripts/precompress.mjs wrote beside it, or the file itself when it is too small to have one
// (response headers are not counted). Chunks imported
// dynamically are left out: they load on use, or, for a part of the page that hydrates after it
// (src/components/deferred-part.tsx), once it is on screen or the visitor acts.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";

const dist = path.resolve(process.argv[2] ?? "apps/web/dist");
const manifest = JSON.parse(await readFile(path.join(dist, ".vite/manifest.json"), "utf8"));
const keyByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const pagesDir = path.join(dist, "pages");
const pageFiles = process.argv.slice(3).length
  ? process.argv.slice(3)
  : (await readdir(pagesDir)).filter((name) => name.endsWith(".html")).sort();

const sizeCache = new Map();
async function compressedSize(file) {
  if (!sizeCache.has(file)) {
    const { size: raw } = await stat(path.join(dist, file));
    const brotli = await stat(path.join(dist, `${file}.br`)).catch(() => null);
    sizeCache.set(file, { raw, compressed: brotli?.size ?? raw });
  }
  return sizeCache.get(file);
}

/** Every file a page's module list pulls in before interaction. */
function staticClosure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const key = keyByFile.get(file);
    for (const imported of manifest[key]?.imports ?? []) visit(manifest[imported].file);
  };
  for (const file of files) visit(file);
  return [...seen];
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const rows = [];
for (const pageFile of pageFiles) {
  const html = await readFile(path.join(pagesDir, pageFile), "utf8");
  const modules = JSON.parse(
    html.match(/<script type="application\/json" id="app-modules">([^<]*)<\/script>/)?.[1] ?? "{}",
  );
  const boot = [...html.matchAll(/<script type="module" src="\/([^"]+)"><\/script>/g)].map((match) => match[1]);
  const listed = [...(modules.evaluate ?? []), ...(modules.preload ?? [])].map((href) => href.replace(/^\//, ""));
  const files = [...new Set([...boot, ...staticClosure(listed)])];
  const sizes = await Promise.all(files.map(async (file) => ({ file, ...(await compressedSize(file)) })));
  sizes.sort((a, b) => b.compressed - a.compressed);
  const total = sizes.reduce((sum, item) => sum + item.compressed, 0);
  rows.push({ page: pageFile, total, raw: sizes.reduce((sum, item) => sum + item.raw, 0), sizes });
}

for (const row of rows) {
  console.log(
    `${row.page.padEnd(28)} ${kib(row.total).padStart(10)} as sent  (${kib(row.raw)} raw, ${row.sizes.length} files)`,
  );
}
if (process.env.VERBOSE) {
  for (const row of rows) {
    console.log(`\n${row.page}`);
    for (const item of row.sizes) console.log(`  ${kib(item.compressed).padStart(10)}  ${item.file}`);
  }
}
