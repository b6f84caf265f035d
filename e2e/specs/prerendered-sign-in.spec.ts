import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { createSignedInAccount, E2E_PASSWORD } from "../support/accounts";
import { expect, test, waitForHydration } from "../support/fixtures";

// /login, /signup and /forgot-password are prerendered like the marketing pages (decision 044): their forms are in
// the HTML the server sends, and the app takes them over without a hydration mismatch.

const SIGN_IN_PAGES = [
  { path: "/login", form: "Log in", title: "Login", labels: ["Email", "Password"], submit: "LogIn" },
  {
    path: "/signup",
    form: "Sign up",
    title: "Sign Up",
    labels: ["First Name", "Last Name", "Email address", "Password", "Confirm Password"],
    submit: "Create Account",
  },
  {
    path: "/forgot-password",
    form: "Request a password reset",
    title: "Forgot Password",
    labels: ["Email address"],
    submit: "Send reset link",
  },
] as const;

/** Each label of the HTML with the input it names (its `for` is the input's id). */
function labelledInputs(html: string): Map<string, string> {
  const inputs = new Map<string, string>();
  for (const [, id, text] of html.matchAll(/<label for="([^"]+)"[^>]*>([^<]+)<\/label>/g)) {
    const input = html.match(new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`))?.[0];
    if (input && text) inputs.set(text, input);
  }
  return inputs;
}

/** Holds the app's entry module until `release` is called: the page stays the prerendered HTML meanwhile. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Marks the prerendered form so the test can tell whether hydration kept it or rendered it again. */
async function markPrerenderedForm(page: Page, name: string) {
  await page.evaluate((label) => {
    const form = document.querySelector(`form[aria-label="${label}"]`);
    if (!form) throw new Error(`no prerendered form "${label}"`);
    (window as unknown as { prerenderedForm: Element }).prerenderedForm = form;
  }, name);
}

function hydrationKeptForm(page: Page, name: string) {
  return page.evaluate(
    (label) =>
      document.querySelector(`form[aria-label="${label}"]`) ===
      (window as unknown as { prerenderedForm: Element }).prerenderedForm,
    name,
  );
}

for (const signInPage of SIGN_IN_PAGES) {
  test.describe(signInPage.path, () => {
    test("the HTML holds the form, its labelled fields and its title before any script runs", async ({ request }) => {
      const response = await request.get(signInPage.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${signInPage.title} | Paralex</title>`);
      expect(html).toMatch(new RegExp(`<form[^>]*aria-label="${signInPage.form}"`));
      const inputs = labelledInputs(html);
      expect([...inputs.keys()].sort()).toEqual([...signInPage.labels].sort());
      for (const input of inputs.values()) expect(input).toMatch(/\bname="[^"]+"/);
      expect(html).toMatch(new RegExp(`<button[^>]*type="submit"[^>]*>${signInPage.submit}</button>`));
    });

    test("the app takes the prerendered form over without a mismatch, and axe finds nothing", async ({
      page,
      consoleGuard,
    }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (/hydrat|#418|#423|#425/i.test(message.text())) warnings.push(message.text());
      });
      const release = await holdTheApp(page);
      await page.goto(signInPage.path);
      await expect(page.getByRole("form", { name: signInPage.form })).toBeVisible();
      await markPrerenderedForm(page, signInPage.form);
      release();
      await waitForHydration(page);
      await expect(page.getByRole("button", { name: signInPage.submit, exact: true })).toBeEnabled();
      expect(await hydrationKeptForm(page, signInPage.form)).toBe(true);
      expect(warnings).toEqual([]);
      expect(consoleGuard.problems).toEqual([]);
      await expectNoA11yViolations(page);
    });
  });
}

test("text typed before the app takes over is kept, and signing in still works", async ({ page, request, baseURL }) => {
  const account = await createSignedInAccount(request, String(baseURL), {
    label: "prerendered-login",
    firstName: "Prerna",
    lastName: "Rendell",
  });
  const release = await holdTheApp(page);
  await page.goto("/login");
  const submit = page.getByRole("button", { name: "LogIn", exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_PASSWORD);
  release();
  await waitForHydration(page);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(account.email);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Select Practice Area" })).toBeVisible();

  await page.goto("/signup");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/login");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a notice in the query string appears once the app has taken over", async ({ page }) => {
  await page.goto("/login?error=failed&message=Your%20session%20ended.");
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Your session ended.");
});
