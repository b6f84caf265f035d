import type { TMemberView } from "@paralex/shared/organization-views";
import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { announceTwoFactorChange } from "../../access/two-factor-requirement.repository.js";
import type { DbExecutor } from "../../db/client.js";
import {
  memberships,
  organizations,
  passkeys,
  subscriptions,
  type TMemberRole,
  totpAuthenticators,
  users,
} from "../../db/schema.js";

export type MembershipRecord = typeof memberships.$inferSelect;

/** A member as selected: the API's member view without isViewer, which depends on who asks. */
export type MemberRow = Omit<TMemberView, "isViewer">;

export interface MemberFilters {
  search: string | null;
  appId: number | null;
  role: TMemberRole | null;
  position: string | null;
}

const memberColumns = {
  membershipId: memberships.id,
  userId: memberships.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  applicationRole: memberships.applicationRole,
  role: memberships.role,
  position: memberships.position,
  practiceAreas: memberships.practiceAreas,
  assignedCases: memberships.assignedCases,
  hasTwoFactor: sql<boolean>`exists (select 1 from ${totpAuthenticators} where ${totpAuthenticators.userId} = ${memberships.userId} and ${totpAuthenticators.confirmedAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${memberships.userId})`,
};

/** `%`, `_` and `\` typed into the search box match themselves. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function memberConditions(organizationId: string, filters: MemberFilters): SQL | undefined {
  const pattern = filters.search ? likePattern(filters.search) : null;
  return and(
    eq(memberships.organizationId, organizationId),
    pattern
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern))
      : undefined,
    filters.appId === null ? undefined : sql`${filters.appId} = any(${memberships.practiceAreas})`,
    filters.role === null ? undefined : eq(memberships.role, filters.role),
    filters.position === null ? undefined : eq(memberships.position, filters.position),
  );
}

export async function countMembers(db: DbExecutor, organizationId: string, filters: MemberFilters): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(memberConditions(organizationId, filters));
  return row?.total ?? 0;
}

/** One page of an organization's members, by name then id so pages never overlap. */
export async function selectMembers(
  db: DbExecutor,
  organizationId: string,
  filters: MemberFilters,
  page: { limit: number; offset: number },
): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(memberConditions(organizationId, filters))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`), asc(memberships.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function selectMember(
  db: DbExecutor,
  organizationId: string,
  membershipId: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.id, membershipId)))
    .limit(1);
  return row;
}

export async function selectMemberByEmail(
  db: DbExecutor,
  organizationId: string,
  email: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .limit(1);
  return row;
}

/** The positions the organization's members hold, for the Function filter. */
export async function selectDistinctPositions(db: DbExecutor, organizationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ position: memberships.position })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), isNotNull(memberships.position)))
    .orderBy(asc(memberships.position));
  return rows.flatMap((row) => (row.position ? [row.position] : []));
}

export async function findMembershipOfUser(db: DbExecutor, userId: string): Promise<MembershipRecord | undefined> {
  const [row] = await db.select().from(memberships).where(eq(memberships.userId, userId)).limit(1);
  return row;
}

export async function findOrganizationName(db: DbExecutor, organizationId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.name;
}

export async function findTwoFactorRequired(db: DbExecutor, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ required: organizations.requireTwoFactor })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.required ?? false;
}

export type OrganizationRecord = typeof organizations.$inferSelect;

/** The organization's row, locked against other changes to it until the transaction ends. */
export async function findOrganizationForUpdate(
  db: DbExecutor,
  organizationId: string,
): Promise<OrganizationRecord | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).for("update");
  return row;
}

export async function updateOrganization(
  db: DbExecutor,
  organizationId: string,
  values: Partial<
    Pick<
      OrganizationRecord,
      "name" | "nameGivenAt" | "billingContactUserId" | "billingContactEmail" | "requireTwoFactor"
    >
  >,
): Promise<void> {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
  if (values.requireTwoFactor !== undefined) await announceTwoFactorChange(db);
}

/**
 * Locks the organization's row for the transaction against other lockers only (new rows may still reference it),
 * so work that counts what the organization did runs one at a time.
 */
export async function lockOrganization(db: DbExecutor, organizationId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("no key update");
}

/** Locks the organization's Admin rows for the transaction, so two demotions cannot both leave none. */
export async function countAdminsForUpdate(db: DbExecutor, organizationId: string): Promise<number> {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.applicationRole, "Admin")))
    .for("update");
  return rows.length;
}

export async function countAllMembers(db: DbExecutor, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(memberships)
    .where(eq(memberships.organizationId, organizationId));
  return row?.total ?? 0;
}

export async function updateMembership(
  db: DbExecutor,
  membershipId: string,
  values: Partial<Pick<MembershipRecord, "applicationRole" | "role" | "position" | "practiceAreas" | "assignedCases">>,
): Promise<void> {
  await db.update(memberships).set(values).where(eq(memberships.id, membershipId));
}

/**
 * Takes the user out of the organization into a new one of their own, which they administer: every user
 * belongs to exactly one organization.
 */
export async function moveToOwnOrganization(
  db: DbExecutor,
  membershipId: string,
  organizationName: string,
): Promise<void> {
  const [organization] = await db
    .insert(organizations)
    .values({ name: organizationName })
    .returning({ id: organizations.id });
  if (!organization) throw new Error("organization insert returned nothing");
  await db
    .update(memberships)
    .set({
      organizationId: organization.id,
      applicationRole: "Admin",
      role: null,
      position: null,
      practiceAreas: [],
      assignedCases: [],
      createdAt: new Date(),
    })
    .where(eq(memberships.id, membershipId));
  await announceTwoFactorChange(db);
}

/** Puts the user in the organization with the given role and products, moving them from any other. */
export async function joinOrganization(
  db: DbExecutor,
  member: {
    userId: string;
    organizationId: string;
    role: TMemberRole;
    position: string | null;
    practiceAreas: number[];
  },
): Promise<void> {
  const values = {
    organizationId: member.organizationId,
    applicationRole: "Member" as const,
    role: member.role,
    position: member.position,
    practiceAreas: member.practiceAreas,
    assignedCases: [],
    createdAt: new Date(),
  };
  await db
    .insert(memberships)
    .values({ userId: member.userId, ...values })
    .onConflictDoUpdate({ target: memberships.userId, set: values });
  await announceTwoFactorChange(db);
}

/** Whether the organization pays: it holds an active subscription to any product. */
export async function hasActiveSubscription(db: DbExecutor, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.organizationId, organizationId), eq(subscriptions.status, "active")))
    .limit(1);
  return row !== undefined;
}
