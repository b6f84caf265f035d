import type { Page, TestInfo } from "@playwright/test";

/** A full-page screenshot in the test's output folder, named with the project (desktop or mobile) it ran in. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}
