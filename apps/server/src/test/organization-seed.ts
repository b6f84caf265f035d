import { MEMBER_ROLES, type TMemberRole } from "@paralex/shared/organization";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { announceTwoFactorChange } from "../access/two-factor-requirement.repository.js";
import { memberships, users } from "../db/schema.js";

export const SEED_POSITIONS = ["Associate", "Paralegal", "Partner", "Clerk"] as const;

export interface SeededMember {
  firstName: string;
  lastName: string;
  email: string;
  role: TMemberRole;
  position: string;
  practiceAreas: number[];
}

/**
 * The i-th seeded member, deterministic so tests can count what a filter should find: roles cycle through
 * Manager, Employee, Intern; positions through SEED_POSITIONS; everyone works in product 1 + (i % 4), and every
 * fifth member also in product 2.
 */
export function seededMember(index: number, label: string): SeededMember {
  const practiceAreas = [1 + (index % 4)];
  if (index % 5 === 0 && !practiceAreas.includes(2)) practiceAreas.push(2);
  const number = String(index).padStart(3, "0");
  return {
    firstName: `Member${number}`,
    lastName: index % 10 === 0 ? "Brandeis" : "Holmes",
    email: `${label}.member${number}@seed.example.com`,
    role: MEMBER_ROLES[index % MEMBER_ROLES.length] as TMemberRole,
    position: SEED_POSITIONS[index % SEED_POSITIONS.length] as string,
    practiceAreas: practiceAreas.sort((a, b) => a - b),
  };
}

/** Puts `count` confirmed users straight into the organization as Members (no password hashing: they never log in). */
export async function seedOrganizationMembers(
  app: FastifyInstance,
  organizationId: string,
  count: number,
  label = "org",
): Promise<SeededMember[]> {
  const members = Array.from({ length: count }, (_, index) => seededMember(index, label));
  const { db } = app.database;
  for (let start = 0; start < members.length; start += 100) {
    const batch = members.slice(start, start + 100);
    const inserted = await db
      .insert(users)
      .values(
        batch.map((member) => ({
          email: member.email,
          passwordHash: "seeded-without-password",
          firstName: member.firstName,
          lastName: member.lastName,
          isEmailVerified: true,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idByEmail = new Map(inserted.map((row) => [row.email, row.id]));
    await db.insert(memberships).values(
      batch.map((member) => ({
        userId: idByEmail.get(member.email) as string,
        organizationId,
        applicationRole: "Member" as const,
        role: member.role,
        position: member.position,
        practiceAreas: member.practiceAreas,
      })),
    );
  }
  return members;
}

/**
 * Moves a signed-up user (the Admin of the organization made with the account) into another organization as a
 * Member with the given role, as accepting an invitation would; answers the user with the new organization.
 */
export async function joinAsMember<TUser extends { userId: string; organizationId: string }>(
  app: FastifyInstance,
  user: TUser,
  organizationId: string,
  role: TMemberRole,
): Promise<TUser> {
  await app.database.db
    .update(memberships)
    .set({ organizationId, applicationRole: "Member", role, position: "Associate", practiceAreas: [1] })
    .where(eq(memberships.userId, user.userId));
  await announceTwoFactorChange(app.database.db);
  return { ...user, organizationId };
}

/** The membership id of the account with this address. */
export async function membershipIdOfEmail(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.database.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no membership for ${email}`);
  return row.id;
}
