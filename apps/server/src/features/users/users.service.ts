import type { TAuthUser } from "@paralex/shared/auth-validation";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import {
  findMembershipSummary,
  findUserByEmail,
  findUserById,
  findUserWithMembership,
  type MembershipSummary,
  type UserRecord,
} from "./users.repository.js";

export type { UserRecord };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUserId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export async function getUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  return findUserByEmail(db, email);
}

export async function getUserById(db: Db, userId: string): Promise<UserRecord | undefined> {
  return isUserId(userId) ? findUserById(db, userId) : undefined;
}

/** The user as the client reads it (spec section 3), in both the camelCase and snake_case spellings it uses. */
export function toAuthUser(user: UserRecord, membership: MembershipSummary | null): TAuthUser {
  return {
    userId: user.id,
    pk: user.id,
    cognito_user_id: null,
    organizationId: membership?.organizationId ?? null,
    username: user.email,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    lastName: user.lastName,
    createdDate: user.createdAt.toISOString(),
    assignedCases: membership?.assignedCases ?? [],
    legalTeamIds: [],
    profileImage: user.profileImage,
    alternateEmail: user.alternateEmail,
    firmName: user.firmName,
    accountType: membership?.applicationRole === "Admin" ? "Admin" : "User",
  };
}

/** The client's view of a user record already in hand. */
export async function describeUser(db: Db, user: UserRecord): Promise<TAuthUser> {
  return toAuthUser(user, await findMembershipSummary(db, user.id));
}

/** GET auth/user/ and the user query: the user and their membership, read in one query. */
export async function getAuthUser(db: Db, userId: string): Promise<TAuthUser> {
  const found = isUserId(userId) ? await findUserWithMembership(db, userId) : undefined;
  if (!found) throw new AppError("not_found", "Not found.");
  return toAuthUser(found.user, found.membership);
}
