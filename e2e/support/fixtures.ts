import { test as base, expect, type Locator, type Page, type Response } from "@playwright/test";
import { ConsoleGuard } from "./console-guard";

export { expect };

interface Fixtures {
  /** Fails the test on any console.error or page error that the test did not allow. Automatic. */
  consoleGuard: ConsoleGuard;
}

let clientCount = 0;

export const test = base.extend<Fixtures>({
  // Each test is a visitor of its own, as on the real site: the server (TRUST_PROXY) counts its sign-ins and
  // sign-ups against its own address, so the suite as a whole never meets the per-address rate limits.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    clientCount += 1;
    const address = `10.${testInfo.workerIndex % 256}.${(clientCount >> 8) % 256}.${clientCount % 256}`;
    await use({ ...extraHTTPHeaders, "x-forwarded-for": address });
  },
  consoleGuard: [
    async ({ page, context, baseURL }, use) => {
      const guard = new ConsoleGuard(baseURL);
      guard.watch(page);
      context.on("page", (other) => {
        if (other !== page) guard.watch(other);
      });
      await use(guard);
      expect(guard.problems, `unexpected browser console errors:\n${guard.report()}`).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Waits until React has taken over the server-rendered page: the header, the page's content and the footer
 * carry React's fiber keys, and no part of the page is still waiting to hydrate. Clicks before that would land on
 * inert prerendered HTML. A prerendered page loads the parts out of view once its visitor acts
 * (apps/web/src/lib/visitor-acts.ts): the visitor presses Shift, which moves and types nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById("root");
    return root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
  });
  await page.keyboard.press("Shift");
  await page.waitForFunction(() => {
    const isReact = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber$"));
    const root = document.getElementById("root");
    if (!root || !Object.keys(root).some((key) => key.startsWith("__reactContainer$"))) return false;
    const pageContent = document.querySelector("main")?.firstElementChild ?? null;
    // Parts of a page that hydrate after it (apps/web/src/components/deferred-part.tsx) say so while they wait.
    const hasPendingParts = document.documentElement.hasAttribute("data-pending-parts");
    return (
      isReact(document.querySelector("header")) &&
      isReact(document.querySelector("footer")) &&
      isReact(pageContent) &&
      !hasPendingParts
    );
  });
}

/** Opens a page and waits until it is interactive; returns the document's response. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The public settings the server put into the page (scheduling address, brand name...). */
export async function readPublicConfig(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => JSON.parse(document.getElementById("app-config")?.textContent ?? "{}"));
}

/** Presses Tab until `target` has focus; fails if it is not reached within `maxTabs` presses. */
export async function tabUntilFocused(page: Page, target: Locator, maxTabs = 60): Promise<void> {
  for (let presses = 0; presses < maxTabs; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target, `not reached with ${maxTabs} presses of Tab`).toBeFocused({ timeout: 1 });
}

/** Fails when the page is wider than the viewport (a horizontal scroll bar on a phone). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const viewportWidth = page.viewportSize()?.width ?? Number.POSITIVE_INFINITY;
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")}`,
      );
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: width, culprits: wide };
  });
  expect(
    scrollWidth,
    `page is ${scrollWidth}px wide in a ${innerWidth}px window; widest elements: ${culprits.join(", ")}`,
  ).toBeLessThanOrEqual(Math.min(innerWidth, viewportWidth));
}

/** Opens the mobile menu when the header navigation is collapsed behind its toggle. */
export async function openMainNavigation(page: Page): Promise<Locator> {
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = page.getByRole("button", { name: "Open menu" });
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(nav).toBeVisible();
  }
  return nav;
}
