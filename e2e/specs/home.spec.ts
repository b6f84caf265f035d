import type { Locator, Page } from "@playwright/test";
import { expect, tabUntilFocused, test, visit } from "../support/fixtures";

const SECTION_IDS = ["recommendation", "software-suites", "data-security"] as const;
const PROGRESS_STEP_COUNT = 7;
const PROGRESS_INTERVAL_MS = 2000;

/** The nine security statements of the spec, matched loosely so the copy can be phrased naturally. */
const SECURITY_FEATURES = [
  /role-based authentication/i,
  /secrets manager/i,
  /single sign-on/i,
  /logical(ly)? separat/i,
  /audit log/i,
  /code review/i,
  /firewall/i,
  /monthly vulnerability scan/i,
  /third-party penetration test/i,
];

/** Opens the home page with the browser's clock installed and paused, so timers move only when a test says. */
async function visitWithPausedClock(page: Page): Promise<void> {
  const start = new Date("2026-01-05T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await visit(page, "/");
}

test("the sections below the hero load their code when the visitor scrolls to them, not before", async ({ page }) => {
  const sectionsCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/home-sections-[\w-]+\.js$/.test(request.url())) sectionsCode.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(sectionsCode, "the sections' code, before the visitor acted").toEqual([]);
  await expect(page.locator("html")).toHaveAttribute("data-pending-parts", /\d/);

  await page.mouse.wheel(0, 600);
  await expect(page.locator("html")).not.toHaveAttribute("data-pending-parts");
  expect(sectionsCode).toHaveLength(1);
  const triggers = accordionTriggers(page.locator("#software-suites"));
  await triggers.nth(1).click();
  await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
});

test.describe("hero", () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, "/");
    await expect(page).toHaveTitle("Home | Paralex");
  });

  test("eight feature links scroll to their sections", async ({ page }) => {
    test.slow();
    const selector = SECTION_IDS.map((id) => `a[href="#${id}"]`).join(", ");
    const featureLinks = page.getByRole("main").locator(selector);
    await expect(featureLinks).toHaveCount(8);
    for (let index = 0; index < 8; index += 1) {
      const link = featureLinks.nth(index);
      const targetId = (await link.getAttribute("href"))?.slice(1) ?? "";
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await link.click();
      const target = page.locator(`[id="${targetId}"]`);
      await expect(target).toBeInViewport();
      // The section's heading is on screen, not hidden under the sticky header.
      await expect(target.getByRole("heading", { level: 2 }).first()).toBeInViewport();
      await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
    }
  });

  test("Book A Demo goes to the demo form", async ({ page }) => {
    await page.getByRole("main").getByRole("link", { name: "Book A Demo", exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/book-a-demo");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

function progressSteps(page: Page): Locator {
  return page
    .locator("#recommendation")
    .locator('[data-state="pending"], [data-state="processing"], [data-state="completed"]');
}

async function stepStates(page: Page): Promise<(string | null)[]> {
  return progressSteps(page).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-state")));
}

test.describe("progress demo", () => {
  test("starts on step one and advances every two seconds, then loops", async ({ page }) => {
    await visitWithPausedClock(page);
    const steps = progressSteps(page);
    await expect(steps).toHaveCount(PROGRESS_STEP_COUNT);
    await expect(steps).toHaveText([
      /User information loaded/,
      /Loading case background/,
      /Loading motion template/,
      /Generating a top caption/,
      /Researching precedents/,
      /Formulating legal arguments/,
      /Inserting references/,
    ]);
    expect(await stepStates(page)).toEqual(["processing", ...Array(6).fill("pending")]);

    await page.clock.runFor(PROGRESS_INTERVAL_MS);
    await expect(steps.nth(1)).toHaveAttribute("data-state", "processing");
    await expect(steps.first()).toHaveAttribute("data-state", "completed");
    expect(await stepStates(page)).toEqual(["completed", "processing", ...Array(5).fill("pending")]);

    // After the last step every step is completed, and the next tick starts again at step one.
    await page.clock.runFor(PROGRESS_INTERVAL_MS * 6);
    await expect.poll(() => stepStates(page)).toEqual(Array(7).fill("completed"));
    await page.clock.runFor(PROGRESS_INTERVAL_MS);
    await expect.poll(() => stepStates(page)).toEqual(["processing", ...Array(6).fill("pending")]);
  });

  test("advances in real time too", async ({ page }) => {
    await visit(page, "/");
    const steps = progressSteps(page);
    // Wait for a moment when step one is processing, then see the next tick within about two seconds.
    await expect(steps.first()).toHaveAttribute("data-state", "processing", {
      timeout: PROGRESS_INTERVAL_MS * (PROGRESS_STEP_COUNT + 3),
    });
    await expect(steps.nth(1)).toHaveAttribute("data-state", "processing", { timeout: PROGRESS_INTERVAL_MS * 2 });
    await expect(steps.first()).toHaveAttribute("data-state", "completed");
  });

  test("holds still when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await visitWithPausedClock(page);
    await expect(progressSteps(page)).toHaveCount(PROGRESS_STEP_COUNT);
    const before = await stepStates(page);
    await page.clock.runFor(PROGRESS_INTERVAL_MS * 3);
    expect(await stepStates(page)).toEqual(before);
  });
});

/** Accordion triggers: buttons inside headings that say whether their panel is expanded. */
function accordionTriggers(section: Locator): Locator {
  return section.getByRole("heading").getByRole("button").and(section.locator("[aria-expanded]"));
}

for (const sectionId of ["software-suites", "data-security"] as const) {
  test.describe(`#${sectionId} accordion`, () => {
    test.beforeEach(async ({ page }) => {
      await visit(page, "/");
    });

    test("one item open at a time, the first open initially", async ({ page }) => {
      const triggers = accordionTriggers(page.locator(`#${sectionId}`));
      const count = await triggers.count();
      expect(count, "accordion items").toBeGreaterThanOrEqual(2);
      await expect(triggers.first()).toHaveAttribute("aria-expanded", "true");
      for (let index = 1; index < count; index += 1) {
        await expect(triggers.nth(index)).toHaveAttribute("aria-expanded", "false");
      }

      await triggers.nth(1).click();
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
      const panelId = await triggers.nth(1).getAttribute("aria-controls");
      if (panelId) await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    });

    test("works from the keyboard", async ({ page }) => {
      const triggers = accordionTriggers(page.locator(`#${sectionId}`));
      await triggers.first().focus();
      await tabUntilFocused(page, triggers.nth(1));
      await page.keyboard.press("Enter");
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
      await expect(triggers.first()).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Space");
      await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
    });
  });
}

function carousels(page: Page): Locator {
  return page.locator('[aria-roledescription="carousel"]');
}

/** The accessible label ('2 of 6') of the slide the carousel is on. */
async function currentSlideLabel(carousel: Locator): Promise<string> {
  return carousel.evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const selected = slides.find((slide) => slide.dataset.selected === "true");
    if (selected) return selected.getAttribute("aria-label") ?? "";
    // Without a marker: the slide whose left edge is nearest the carousel's left edge.
    const left = root.getBoundingClientRect().left;
    const nearest = slides
      .map((slide) => ({ slide, distance: Math.abs(slide.getBoundingClientRect().left - left) }))
      .sort((a, b) => a.distance - b.distance)[0];
    return nearest?.slide.getAttribute("aria-label") ?? "";
  });
}

const slideNumber = async (carousel: Locator) => Number((await currentSlideLabel(carousel)).split(" ")[0]);

/** Moves the paused clock on a second at a time until the carousel turns; returns whether it did. */
async function turnsWithin(page: Page, carousel: Locator, milliseconds: number): Promise<boolean> {
  const start = await currentSlideLabel(carousel);
  for (let elapsed = 0; elapsed < milliseconds; elapsed += 1_000) {
    await page.clock.runFor(1_000);
    if ((await currentSlideLabel(carousel)) !== start) return true;
  }
  return false;
}

const AUTOPLAY_WAIT_MS = 12_000;

test.describe("carousels", () => {
  test.beforeEach(async ({ page }) => {
    await visitWithPausedClock(page);
  });

  test("are announced as carousels with labelled slides and controls", async ({ page }) => {
    const all = carousels(page);
    expect(await all.count(), "carousels on the home page").toBeGreaterThanOrEqual(2);
    for (const carousel of await all.all()) {
      await expect(carousel).toHaveAttribute("aria-label", /\S/);
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides.first()).toHaveAttribute("aria-label", /^1 of \d+$/);
      await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
      await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeVisible();
    }
  });

  test("Next slide and Previous slide move the slides, looping", async ({ page }) => {
    for (const carousel of await carousels(page).all()) {
      await carousel.scrollIntoViewIfNeeded();
      const total = await carousel.locator('[aria-roledescription="slide"]').count();
      const start = await slideNumber(carousel);
      await carousel.getByRole("button", { name: "Next slide" }).click();
      await expect.poll(() => slideNumber(carousel)).toBe((start % total) + 1);
      await carousel.getByRole("button", { name: "Previous slide" }).click();
      await expect.poll(() => slideNumber(carousel)).toBe(start);
      // Going back from the first slide loops to the last.
      if (start === 1) {
        await carousel.getByRole("button", { name: "Previous slide" }).click();
        await expect.poll(() => slideNumber(carousel)).toBe(total);
      }
    }
  });

  test("a click on the right fifth of a slide advances, on the rest goes back", async ({ page }) => {
    for (const carousel of await carousels(page).all()) {
      await carousel.scrollIntoViewIfNeeded();
      const total = await carousel.locator('[aria-roledescription="slide"]').count();
      const start = await slideNumber(carousel);
      const clickSlideAt = async (share: number) => {
        const slide = carousel.locator(
          `[aria-roledescription="slide"][aria-label="${await currentSlideLabel(carousel)}"]`,
        );
        const box = await slide.boundingBox();
        if (!box) throw new Error("the current slide has no box");
        // Near the bottom edge of the slide, clear of the card's links and buttons.
        await slide.click({ position: { x: box.width * share, y: Math.max(4, box.height - 6) } });
      };

      await clickSlideAt(0.92);
      await expect.poll(() => slideNumber(carousel), "a click on the right part").toBe((start % total) + 1);
      // Let the slide animation finish (shorter than an autoplay turn) before the next click.
      await page.clock.runFor(800);
      await clickSlideAt(0.4);
      await expect.poll(() => slideNumber(carousel), "a click on the left part").toBe(start);
    }
  });

  test("autoplay turns the slides and pauses while the pointer is over them", async ({ page, isMobile }) => {
    test.skip(isMobile, "hover needs a pointer");
    for (const carousel of await carousels(page).all()) {
      const name = await carousel.getAttribute("aria-label");
      await carousel.scrollIntoViewIfNeeded();
      await page.mouse.move(1, 1);
      expect(await turnsWithin(page, carousel, AUTOPLAY_WAIT_MS), `${name} turns by itself`).toBe(true);

      // The slide on show: the first one may have turned out of the carousel's box, where a pointer is not over it.
      await carousel.locator('[aria-roledescription="slide"][data-selected="true"]').hover({ force: true });
      expect(await turnsWithin(page, carousel, AUTOPLAY_WAIT_MS), `${name} holds still under the pointer`).toBe(false);

      await page.mouse.move(1, 1);
      expect(await turnsWithin(page, carousel, AUTOPLAY_WAIT_MS), `${name} goes on after the pointer leaves`).toBe(
        true,
      );
    }
  });

  test("autoplay stops once keyboard focus is inside", async ({ page }) => {
    const carousel = carousels(page).first();
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(1, 1);
    expect(await turnsWithin(page, carousel, AUTOPLAY_WAIT_MS), "turns by itself").toBe(true);

    // Tab in from the last accordion trigger above the carousel.
    await accordionTriggers(page.locator("#software-suites")).last().focus();
    await tabUntilFocused(page, carousel.getByRole("button", { name: "Next slide" }), 80);
    await expect(carousel.getByRole("button", { name: /^(Start|Play|Resume)/ })).toBeVisible();
    expect(await turnsWithin(page, carousel, AUTOPLAY_WAIT_MS), "holds still with focus inside").toBe(false);
  });
});

test.describe("content", () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, "/");
  });

  test("the security section lists the nine key features", async ({ page }) => {
    const section = page.locator("#data-security");
    for (const feature of SECURITY_FEATURES) {
      await expect(section.getByRole("listitem").filter({ hasText: feature }), String(feature)).toHaveCount(1);
      await expect(section.getByRole("listitem").filter({ hasText: feature })).toBeVisible();
    }
    const list = section
      .getByRole("list")
      .filter({ hasText: /penetration/i })
      .last();
    await expect(list.getByRole("listitem")).toHaveCount(9);
  });

  test("the Apply link writes to the CEO with a subject", async ({ page }) => {
    const apply = page.getByRole("main").getByRole("link", { name: /^Apply/ });
    await expect(apply).toHaveCount(1);
    await expect(apply).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?(.*&)?subject=[^&]+/);
    await expect(page.getByText("Chief Marketing Officer").first()).toBeVisible();
  });

  test("Insights shows the first three posts with Read More links", async ({ page }) => {
    const readMore = page.getByRole("main").getByRole("link", { name: /^Read More/ });
    await expect(readMore).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      await expect(readMore.nth(index)).toHaveAttribute("href", `/blog-post/${index + 1}`);
    }
    await readMore.first().click();
    await expect(page).toHaveURL((url) => url.pathname === "/blog-post/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
