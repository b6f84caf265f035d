import path from "node:path";
import { defineConfig } from "@playwright/test";
import suite from "../playwright.config";

// Screenshots of every page and form state at 1280 and 375 px, compared pixel for pixel with a baseline taken
// before a change that must not alter what users see. The baseline is not committed: take it on the old build with
// `npm run visual -w @paralex/e2e -- --update-snapshots`, then run `npm run visual -w @paralex/e2e` on the new one.
// Up to 100 pixels may differ: text in a drawer that slid in can land on another subpixel; a changed word is more.
const e2eDir = path.resolve(import.meta.dirname, "..");
const baselineDir = process.env.VISUAL_BASELINE ?? path.join(e2eDir, "visual-baseline");

export default defineConfig({
  ...suite,
  testDir: ".",
  testMatch: /.*\.visual\.ts$/,
  outputDir: path.join(e2eDir, "test-results/visual"),
  reporter: [["list"], ["html", { outputFolder: path.join(e2eDir, "playwright-report/visual"), open: "never" }]],
  retries: 0,
  failOnFlakyTests: false,
  snapshotPathTemplate: `${baselineDir}/{projectName}/{arg}{ext}`,
  expect: { ...suite.expect, toHaveScreenshot: { animations: "disabled", caret: "hide", maxDiffPixels: 100 } },
  use: { ...suite.use, reducedMotion: "reduce" },
  webServer: (Array.isArray(suite.webServer) ? suite.webServer : []).map((server) => ({ ...server, cwd: e2eDir })),
});
