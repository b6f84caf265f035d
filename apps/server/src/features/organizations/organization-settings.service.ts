import {
  organizationMessages,
  ZBillingContact,
  ZOrganizationName,
  ZRenameOrganization,
} from "@paralex/shared/organization";
import type { TOrganizationView } from "@paralex/shared/organization-views";
import type { z } from "zod";
import { getBillingContact } from "../../access/billing-contact.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import type { DbExecutor } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { checkInput } from "../../lib/parse-input.js";
import type { AuditSource } from "../audit/audit.service.js";
import { getViewerOrganization, recordMemberEvent, requireAdmin } from "./members.service.js";
import {
  findMembershipOfUser,
  findOrganizationForUpdate,
  type OrganizationRecord,
  selectMemberByEmail,
  updateOrganization,
} from "./organizations.repository.js";
import type { OrganizationsDeps } from "./organizations-deps.js";

/** The input, or BAD_USER_INPUT carrying the rule's own message (the Admin reads what to fix), not a generic one. */
function parseSetting<TSchema extends z.ZodType>(schema: TSchema, input: unknown): z.infer<TSchema> {
  const checked = checkInput(schema, input);
  if ("value" in checked) return checked.value;
  const [message] = Object.values(checked.error.body as FieldErrors).flat();
  throw new AppError("validation", message ?? checked.error.message, checked.error.body as FieldErrors);
}

async function requireOrganizationForUpdate(tx: DbExecutor, organizationId: string): Promise<OrganizationRecord> {
  const organization = await findOrganizationForUpdate(tx, organizationId);
  if (!organization) throw new AppError("forbidden", organizationMessages.noOrganization);
  return organization;
}

/** An Admin names the organization; invitations, mails and page headers use the name from then on. */
export async function renameOrganization(
  deps: Pick<OrganizationsDeps, "db" | "now">,
  viewer: AuthenticatedUser,
  input: unknown,
  source: AuditSource | null,
): Promise<TOrganizationView> {
  const { name } = parseSetting(ZRenameOrganization, input);
  await deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const organization = await requireOrganizationForUpdate(tx, admin.organizationId);
    if (organization.name === name) throw new AppError("validation", organizationMessages.organizationNameUnchanged);
    await updateOrganization(tx, organization.id, { name, nameGivenAt: deps.now?.() ?? new Date() });
    await recordMemberEvent(
      tx,
      viewer,
      organization.id,
      "organization_renamed",
      name,
      { from: organization.name, to: name },
      source,
    );
  });
  return getViewerOrganization(deps, viewer);
}

/**
 * The office/firm name an Admin gives on the account page names the organization, while it still has the name it
 * started with ("{first name}'s firm"); a name already given, by anyone, is kept. A name that is no valid
 * organization name (too short) leaves it as it is.
 */
export async function adoptFirmName(
  tx: DbExecutor,
  user: AuthenticatedUser,
  firmName: string,
  source: AuditSource | null,
): Promise<void> {
  const name = ZOrganizationName.safeParse(firmName);
  if (!name.success) return;
  const membership = await findMembershipOfUser(tx, user.id);
  if (membership?.applicationRole !== "Admin") return;
  const organization = await requireOrganizationForUpdate(tx, membership.organizationId);
  if (organization.nameGivenAt || organization.name === name.data) return;
  await updateOrganization(tx, organization.id, { name: name.data, nameGivenAt: new Date() });
  await recordMemberEvent(
    tx,
    user,
    organization.id,
    "organization_renamed",
    name.data,
    { from: organization.name, to: name.data, fromFirmName: true },
    source,
  );
}

/**
 * An Admin chooses who receives billing mail: a member (by their address, followed if it changes), any other
 * address, or nobody in particular (empty): the Admins.
 */
export async function setBillingContact(
  deps: Pick<OrganizationsDeps, "db">,
  viewer: AuthenticatedUser,
  input: unknown,
  source: AuditSource | null,
): Promise<TOrganizationView> {
  const { email } = parseSetting(ZBillingContact, input);
  await deps.db.transaction(async (tx) => {
    const admin = await requireAdmin(tx, viewer);
    const organization = await requireOrganizationForUpdate(tx, admin.organizationId);
    const before = await getBillingContact(tx, organization.id);
    const member = email ? await selectMemberByEmail(tx, organization.id, email) : undefined;
    const contact = member
      ? { billingContactUserId: member.userId, billingContactEmail: null }
      : { billingContactUserId: null, billingContactEmail: email || null };
    const to = member?.email ?? (email || null);
    if ((before?.email.toLowerCase() ?? null) === (to?.toLowerCase() ?? null)) {
      throw new AppError("validation", organizationMessages.billingContactUnchanged);
    }
    await updateOrganization(tx, organization.id, contact);
    await recordMemberEvent(
      tx,
      viewer,
      organization.id,
      "billing_contact_changed",
      to ?? "Admins",
      { from: before?.email ?? null, to, member: Boolean(member) },
      source,
    );
  });
  return getViewerOrganization(deps, viewer);
}
