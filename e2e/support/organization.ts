import { type APIRequestContext, expect } from "@playwright/test";
import { createSignedInAccount, E2E_PASSWORD, type SignedInAccount } from "./accounts";
import { type Payer, payerOf } from "./checkout";
import { test as base } from "./fixtures";

interface MailboxMessage {
  to: string;
  text: string;
}

export interface SeedMember {
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  role: "Manager" | "Employee" | "Intern";
  products: number[];
}

/** The newest invitation link mailed to the address, from the development mailbox. */
export async function invitationLinkFor(request: APIRequestContext, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get("/api/dev/mailbox")).json()) as MailboxMessage[];
        link =
          mails
            .find((mail) => mail.to.toLowerCase() === email.toLowerCase())
            ?.text.match(/https?:\/\/\S+/g)
            ?.find((candidate) => candidate.includes("/invitation/")) ?? "";
        return link;
      },
      { message: `no invitation email to ${email}`, timeout: 10_000 },
    )
    .not.toBe("");
  return link;
}

/** Sends an invitation through the GraphQL API as the Admin, as the Invite Member drawer does. */
export async function sendInvitation(request: APIRequestContext, admin: SignedInAccount, member: SeedMember) {
  const { firstName, lastName, email, position, role, products } = member;
  const invited = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${payerOf(admin).access}` },
    data: {
      query: "mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }",
      variables: { input: { firstName, lastName, email, position, role, products } },
    },
  });
  const answer = await invited.json();
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
}

/** Invites through the GraphQL API as the Admin; answers the invitation link's path. */
export async function inviteThroughApi(
  request: APIRequestContext,
  admin: SignedInAccount,
  member: SeedMember,
): Promise<string> {
  await sendInvitation(request, admin, member);
  return new URL(await invitationLinkFor(request, member.email)).pathname;
}

/** Invites through the GraphQL API as the Admin, then signs the invitee up through the link's API. */
export async function addMembersThroughInvitations(
  request: APIRequestContext,
  admin: SignedInAccount,
  members: readonly SeedMember[],
): Promise<void> {
  for (const member of members) {
    const key = (await inviteThroughApi(request, admin, member)).split("/").pop() ?? "";
    const registered = await request.post(`/api/invitations/${key}/register`, {
      data: {
        first_name: member.firstName,
        last_name: member.lastName,
        password1: E2E_PASSWORD,
        password2: E2E_PASSWORD,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
  }
}

/** An Admin's organization seeded once per worker and project; the Admin also pays, as a `Payer`. */
export interface SeededOrganization extends Payer {
  admin: SignedInAccount;
  /** Unique to the worker and project: part of every seeded address. */
  label: string;
}

interface SeedOptions {
  /** Begins the Admin's address, e.g. "org" or "bill". */
  prefix: string;
  admin: { firstName: string; lastName: string };
  /** The members who join through real invitations, given the organization's label; none by default. */
  members?: (label: string) => SeedMember[];
  /** What else the organization needs before its tests run, such as a subscription. */
  prepare?: (request: APIRequestContext, organization: SeededOrganization) => Promise<void>;
}

/**
 * The spec's `test` with a worker-scoped `organization`: an Admin signed up and logged in through the API (login is
 * rate limited), members added through real invitations, and every test's page signed in as the Admin.
 */
export function testWithSeededOrganization({ prefix, admin: name, members = () => [], prepare }: SeedOptions) {
  return base.extend<object, { organization: SeededOrganization }>({
    organization: [
      async ({ playwright }, use, workerInfo) => {
        const baseURL = String(workerInfo.project.use.baseURL);
        const request = await playwright.request.newContext({ baseURL });
        const label = `${workerInfo.project.name}${workerInfo.workerIndex}${Date.now().toString(36)}`;
        const admin = await createSignedInAccount(request, baseURL, { label: `${prefix}-${label}`, ...name });
        await addMembersThroughInvitations(request, admin, members(label));
        const organization = { ...payerOf(admin), admin, label };
        await prepare?.(request, organization);
        await request.dispose();
        await use(organization);
      },
      { scope: "worker", timeout: 90_000 },
    ],
    storageState: async ({ organization }, use) => use(organization.admin.storageState),
  });
}
