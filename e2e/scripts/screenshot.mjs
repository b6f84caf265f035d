// Usage: node e2e/scripts/screenshot.mjs <url> <out.png> [width=1280] [fullPage=true]
// Takes a screenshot in Debian's Chromium so a page can be looked at.
import { chromium } from "playwright-core";

const [url, out, width = "1280", fullPage = "true"] = process.argv.slice(2);
if (!url || !out) {
  console.error("usage: screenshot.mjs <url> <out.png> [width] [fullPage]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on("console", (message) => {
  if (message.type() === "error") console.error("console error:", message.text());
});
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: fullPage === "true" });
await browser.close();
console.log(`saved ${out}`);
