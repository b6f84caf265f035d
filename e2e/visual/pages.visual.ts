import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { BLOG_POST_COUNT, paths, prerenderedPages } from "@paralex/shared/routes";
import type { Locator, Page } from "@playwright/test";
import { createSignedInAccount, type SignedInAccount } from "../support/accounts";
import { payerOf, subscribeThroughCheckout } from "../support/checkout";
import { expect, test } from "../support/fixtures";

import { addMembersThroughInvitations } from "../support/organization";

// Every page, and every form with its errors showing, as a screenshot per width. The server starts on an empty
// database each run and the seeded names and addresses are fixed, so two runs of one build match to the pixel;
// times and generated ids are written as one time and one id, and masked.

const FAILED_REQUEST = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Writes every generated id as one id and every time as one time, so the table columns that show them keep their
 * width from run to run (a time's digits differ in width).
 */
function sameDynamicText() {
  for (const time of document.querySelectorAll("time")) time.textContent = "1st January 2026, 09:30";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent && uuid.test(node.textContent)) {
      node.textContent = node.textContent.replace(uuid, "00000000-0000-4000-8000-000000000000");
    }
  }
}

/**
 * Opens a page with its fonts already cached: they are `font-display: optional`, so a font that arrives late on a
 * busy machine would leave the fallback on screen for that visit only.
 */
async function open(page: Page, route: string) {
  await page.goto(route);
  await page.evaluate(() => Promise.all([...document.fonts].map((font) => font.load())));
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
  // React must own the page before its text is rewritten, or hydration would find other text than it rendered.
  await page.waitForFunction(() => {
    const heading = document.querySelector("h1");
    return heading !== null && Object.keys(heading).some((key) => key.startsWith("__reactFiber$"));
  });
}

async function expectPage(page: Page, name: string, options: { scope?: Locator } = {}) {
  // A toast closes by itself after 5 s; the page is compared at rest.
  await expect(page.locator(".Toastify__toast")).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(sameDynamicText);
  const mask = [page.locator("time")];
  if (options.scope) {
    await expect(options.scope).toHaveScreenshot(`${name}.png`, { mask });
    return;
  }
  // A focused field may have scrolled the page; the sticky header would then sit mid-page in a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveScreenshot(`${name}.png`, { fullPage: true, mask });
}

const fileName = (route: string) => (route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/\//g, "-"));

test.describe("signed out", () => {
  for (const route of [...prerenderedPages, paths.logout, "/no-such-page", paths.blogPost(BLOG_POST_COUNT + 1)]) {
    test(route, async ({ page, consoleGuard }) => {
      consoleGuard.allow(FAILED_REQUEST);
      await open(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectPage(page, fileName(route));
    });
  }

  test("sign-up with every error", async ({ page }) => {
    await open(page, paths.signup);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("First name must be at least 3 characters long.")).toBeVisible();
    await expectPage(page, "signup-errors");
  });

  test("new password with its errors", async ({ page }) => {
    await open(page, paths.passwordResetConfirm("visual-uid", "visual-token"));
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByText("Please provide a password.")).toBeVisible();
    await expectPage(page, "reset-password-errors");
  });

  test("an invitation link that does not work", async ({ page, consoleGuard }) => {
    consoleGuard.allow(FAILED_REQUEST);
    await open(page, paths.acceptInvitation("visual-key"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectPage(page, "invitation-unknown");
  });
});

const signedIn = test.extend<object, { admin: SignedInAccount }>({
  admin: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const request = await playwright.request.newContext({ baseURL });
      const project = workerInfo.project.name;
      const email = `visual-admin-${project}@example.com`;
      // A worker that restarts after a failed comparison reuses the session, so the audit log gains no sign-in.
      const sessionFile = path.join(workerInfo.project.outputDir, `visual-admin-${project}.json`);
      const seeded = await readFile(sessionFile, "utf8").catch(() => null);
      if (seeded) {
        await request.dispose();
        await use(JSON.parse(seeded) as SignedInAccount);
        return;
      }
      const admin = await createSignedInAccount(request, baseURL, {
        label: "visual",
        firstName: "Sonia",
        lastName: "Sotomayor",
        email,
      });
      await addMembersThroughInvitations(request, admin, [
        {
          firstName: "Learned",
          lastName: "Hand",
          email: `visual-hand-${project}@example.com`,
          position: "Associate",
          role: "Employee",
          products: [1, 2],
        },
      ]);
      await subscribeThroughCheckout(request, payerOf(admin), 1, "Professional");
      await mkdir(path.dirname(sessionFile), { recursive: true });
      await writeFile(sessionFile, JSON.stringify(admin));
      await request.dispose();
      await use(admin);
    },
    { scope: "worker", timeout: 90_000 },
  ],
  storageState: async ({ admin }, use) => use(admin.storageState),
});

signedIn.describe("signed in as an Admin", () => {
  const pages = {
    dashboard: paths.dashboard,
    subscriptions: paths.dashboardSubscriptions,
    organization: paths.dashboardOrganization,
    account: paths.dashboardAccount,
    "audit-log": paths.dashboardAuditLog,
    "cite-check": paths.dashboardCiteCheck,
  };
  for (const [name, route] of Object.entries(pages)) {
    signedIn(name, async ({ page }) => {
      await open(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectPage(page, `dashboard-${name}`);
    });
  }

  signedIn("invite member drawer with its errors", async ({ page }) => {
    await open(page, paths.dashboardOrganization);
    await page.getByRole("button", { name: "+ Add Members" }).click();
    const drawer = page.getByRole("dialog", { name: "Invite Member" });
    await drawer.getByRole("button", { name: "Send Invitation" }).click();
    await expectPage(page, "invite-member-errors", { scope: drawer });
  });

  signedIn("edit member drawer", async ({ page }) => {
    await open(page, paths.dashboardOrganization);
    await page.getByRole("button", { name: "Edit Learned Hand" }).click();
    const drawer = page.getByRole("dialog", { name: "Edit Member" });
    await expect(drawer).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectPage(page, "edit-member", { scope: drawer });
  });

  signedIn("account forms with their errors", async ({ page }) => {
    await open(page, paths.dashboardAccount);
    await expect(page.getByLabel("First Name")).toHaveValue("Sonia");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByRole("button", { name: "Save Changes" }).last().click();
    await expect(page.getByText("Please enter your current password.")).toBeVisible();
    await expectPage(page, "dashboard-account-submitted");
  });
});
