import { designBreakpoints } from "@paralex/shared/design-tokens";
import { paths } from "@paralex/shared/routes";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/a11y";
import { builtInCheckoutPath, subscribeThroughCheckout } from "../support/checkout";
import { expect, expectNoHorizontalOverflow } from "../support/fixtures";
import { type SeededOrganization, sendInvitation, testWithSeededOrganization } from "../support/organization";

// The dashboard's four lists of rows (members, pending invitations, Recent History, the audit log) on a 375 px
// phone and a 1280 px desktop: below the tablet breakpoint each row is a card headed by its name, with every column
// as 'label: value' and every action a 44 px button reachable by touch and by keyboard; from the breakpoint up, a
// real table with column headers. Then the built-in checkout and billing pages in the app's type and header.

const MEMBER = { firstName: "Learned", lastName: "Hand", position: "Associate", role: "Employee" as const };
const INVITEE = { firstName: "Constance", lastName: "Motley", position: "Partner", role: "Manager" as const };
const CIVIL_LITIGATION = 2;
const BANKRUPTCY = 3;
const START_UPS = 4;

const test = testWithSeededOrganization({
  prefix: "cards",
  admin: { firstName: "Sonia", lastName: "Sotomayor" },
  members: (label) => [{ ...MEMBER, email: `e2e-hand-${label}@example.com`, products: [1, 2] }],
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < designBreakpoints.md;

/** The list never scrolls sideways: nothing in it is wider than it is. */
async function expectNoSidewaysScroll(page: Page, list: Locator) {
  await expectNoHorizontalOverflow(page);
  const { scrollWidth, clientWidth } = await list.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** A card's button: on screen, at least 44 px each way, wholly inside the viewport. */
async function expectTappable(page: Page, button: Locator) {
  await expect(button).toBeVisible();
  await expect(button).toBeEnabled();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

/** Each row's card on a phone (the list's own items, named by their heading), or the table on a wider screen. */
async function expectLayout(list: Locator, page: Page, columns: string[], rowName: string) {
  if (isPhone(page)) {
    await expect(list.getByRole("table")).toHaveCount(0);
    const card = list.getByRole("listitem", { name: rowName });
    await expect(card.getByRole("heading", { level: 3 })).toContainText(rowName);
    for (const column of columns) {
      await expect(card.locator("dt").filter({ hasText: column }).or(card.getByRole("heading"))).not.toHaveCount(0);
    }
    return card;
  }
  const table = list.getByRole("table");
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(columns);
  await expect(list.getByRole("listitem", { name: rowName })).toHaveCount(0);
  return table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: rowName }) });
}

test("members and pending invitations: a card per row on a phone, every action by touch and keyboard", async ({
  page,
  organization,
  request,
}, testInfo) => {
  const inviteeEmail = `e2e-motley-${organization.label}-${testInfo.retry}@example.com`;
  await sendInvitation(request, organization.admin, { ...INVITEE, email: inviteeEmail, products: [BANKRUPTCY] });
  await page.goto(paths.dashboardOrganization);
  await expect(page.getByRole("heading", { level: 1, name: "Manage Organization" })).toBeVisible();

  const members = page.getByRole("region", { name: "Members table" });
  const memberName = `${MEMBER.firstName} ${MEMBER.lastName}`;
  const member = await expectLayout(
    members,
    page,
    ["Team Member", "Application Role", "Position", "Practice Areas", "Assigned Case(s)", "Action"],
    memberName,
  );
  await expect(member).toContainText(MEMBER.position);
  await expect(member).toContainText("Federal Criminal");
  const view = member.getByRole("button", { name: `View order summary for ${memberName}` });
  const edit = member.getByRole("button", { name: `Edit ${memberName}` });
  const remove = member.getByRole("button", { name: `Remove ${memberName}` });

  const invitations = page.getByRole("region", { name: "Invitations table" });
  const invitation = await expectLayout(
    invitations,
    page,
    ["Invitee", "Role", "Practice Areas", "Expires", "Action"],
    `${INVITEE.firstName} ${INVITEE.lastName}`,
  );
  await expect(invitation).toContainText(inviteeEmail);
  await expect(invitation).toContainText(/Expires|\d{4}/);
  const resend = invitation.getByRole("button", { name: `Resend invitation to ${inviteeEmail}` });
  const revoke = invitation.getByRole("button", { name: `Revoke invitation to ${inviteeEmail}` });

  if (isPhone(page)) {
    await expectNoSidewaysScroll(page, members);
    await expectNoSidewaysScroll(page, invitations);
    for (const button of [view, edit, remove, resend, revoke]) await expectTappable(page, button);
  }
  await expectNoA11yViolations(page);

  // Touch (a click on the desktop) opens each drawer; Escape closes it and gives focus back to the button.
  const press = (button: Locator) => (isPhone(page) ? button.tap() : button.click());
  for (const [button, role, name] of [
    [view, "dialog", "Order Summary"],
    [edit, "dialog", "Edit Member"],
    [remove, "alertdialog", `Remove ${memberName}?`],
  ] as const) {
    await press(button);
    await expect(page.getByRole(role, { name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole(role, { name })).toBeHidden();
    await expect(button).toBeFocused();
  }

  // The keyboard: Tab from one action to the next, Enter opens its drawer.
  await view.focus();
  await page.keyboard.press("Tab");
  await expect(edit).toBeFocused();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Edit Member" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText(memberName);
  await page.keyboard.press("Escape");
  await expect(edit).toBeFocused();

  await resend.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(new RegExp(`invitation.*${inviteeEmail}`, "i")).first()).toBeVisible();
  await press(revoke);
  await expect(page.getByText(`The invitation to ${inviteeEmail} was revoked.`)).toBeVisible();
  await expect(invitations).toHaveCount(0);
});

test("Recent History and the audit log: cards on a phone, tables with column headers on a desktop", async ({
  page,
  organization,
  request,
}) => {
  await subscribeThroughCheckout(request, organization, BANKRUPTCY, "Basic");
  await page.goto(paths.dashboardSubscriptions);
  await expect(page.getByRole("heading", { level: 2, name: "Recent History" })).toBeVisible();
  const history = page.getByRole("region", { name: "Recent History table" });
  const subscription = await expectLayout(
    history,
    page,
    ["Product", "Plan", "Amount", "Start Date", "End Date", "Status"],
    "Bankruptcy",
  );
  await expect(subscription.first()).toContainText("Basic");
  await expect(subscription.first()).toContainText(/\d{4}/);
  if (isPhone(page)) await expectNoSidewaysScroll(page, history);
  await expectNoA11yViolations(page);

  await page.goto(paths.dashboardAuditLog);
  await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
  const log = page.getByRole("region", { name: "Audit log table" });
  const started = await expectLayout(log, page, ["When", "Event", "By", "Target", "From"], "Subscription started");
  await expect(started.first().locator("time")).toHaveText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/);
  if (isPhone(page)) await expectNoSidewaysScroll(page, log);
  await expectNoA11yViolations(page);
});

async function billingPath(request: APIRequestContext, organization: SeededOrganization): Promise<string> {
  const answer = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${organization.access}` },
    data: { query: "mutation { billingPortalUrl }" },
  });
  const url = (await answer.json()).data.billingPortalUrl as string;
  expect(url).toContain("/billing?token=");
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** The hosted page's header is the app's: a white bar with the brand mark and name linking home, navy ink. */
async function expectAppLook(page: Page, heading: string) {
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  const home = page.getByRole("banner").getByRole("link", { name: /home$/ });
  await expect(home).toBeVisible();
  await expect(home.locator("svg")).toBeVisible();
  const look = await page.evaluate(async () => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    await document.fonts.ready;
    const loaded = (family: string) =>
      [...document.fonts].some((face) => face.family.replaceAll('"', "") === family && face.status === "loaded");
    return {
      body: style("body").fontFamily,
      heading: style("h1").fontFamily,
      headerBackground: style("header").backgroundColor,
      brand: style("header a").color,
      brandFont: style("header a").fontFamily,
      interLoaded: loaded("Inter Variable"),
      serifLoaded: loaded("Source Serif 4 Variable"),
    };
  });
  expect(look.body).toMatch(/^"Inter Variable"/);
  expect(look.heading).toMatch(/^"Source Serif 4 Variable"/);
  expect(look.brandFont).toMatch(/^"Source Serif 4 Variable"/);
  expect(look.headerBackground).toBe("rgb(255, 255, 255)");
  expect(look.brand).toBe("rgb(11, 31, 58)");
  expect(look.interLoaded).toBe(true);
  expect(look.serifLoaded).toBe(true);
  await expectNoHorizontalOverflow(page);
  await expectNoA11yViolations(page);
}

test("the built-in checkout and billing pages use the app's type, colours and header", async ({
  page,
  organization,
  request,
}) => {
  // Civil Litigation: the worker's account already subscribes to Bankruptcy (Recent History's test).
  await page.goto(await builtInCheckoutPath(request, organization, CIVIL_LITIGATION, "Professional"));
  await expectAppLook(page, "Subscribe to Civil Litigation");
  await expectNoHorizontalOverflow(page);
  await subscribeThroughCheckout(request, organization, START_UPS, "Enterprise");
  await page.goto(await billingPath(request, organization));
  await expectAppLook(page, "Billing");
  await expectNoHorizontalOverflow(page);
});
