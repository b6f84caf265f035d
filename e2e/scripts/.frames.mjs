import { chromium } from "playwright-core";

const [url, prefix, width, count] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
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
await page.goto(url, { waitUntil: "networkidle" });
const h = await page.evaluate(() => document.documentElement.scrollHeight);
const n = Number(count);
for (let i = 0; i < n; i++) {
  const y = Math.round(((h - 900) * i) / Math.max(1, n - 1));
  await page.screenshot({
    path: `${prefix}-${i}.png`,
    clip: { x: 0, y, width: Number(width), height: 900 },
    fullPage: true,
  });
}
console.log("height", h);
await browser.close();
