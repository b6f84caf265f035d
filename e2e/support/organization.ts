import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_PASSWORD, type SignedInAccount } from "./accounts";

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

export function accessTokenOf(account: SignedInAccount): string {
  const entry = account.storageState.origins[0]?.localStorage.find((item) => item.name === "access");
  if (!entry) throw new Error("the account has no access token");
  return entry.value;
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

/** Invites through the GraphQL API as the Admin; answers the invitation link's path. */
export async function inviteThroughApi(
  request: APIRequestContext,
  admin: SignedInAccount,
  member: SeedMember,
): Promise<string> {
  const invited = await request.post("/api/graphql", {
    headers: { authorization: `Bearer ${accessTokenOf(admin)}` },
    data: {
      query: "mutation Invite($input: InviteMemberInput!) { inviteMember(input: $input) { invitationId } }",
      variables: {
        input: {
          firstName: member.firstName,
          lastName: member.lastName,
          email: member.email,
          position: member.position,
          role: member.role,
          products: member.products,
        },
      },
    },
  });
  const answer = await invited.json();
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
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
