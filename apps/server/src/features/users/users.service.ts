import type { TAuthUser } from "@paralex/shared/auth-validation";
import type { Db } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { getPrimaryOrganizationId } from "../organizations/organizations.service.js";
import { findApplicationRole, findUserByEmail, findUserById, type UserRecord } from "./users.repository.js";

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
export function toAuthUser(
  user: UserRecord,
  organizationId: string | null,
  accountType: TAuthUser["accountType"] = "User",
): TAuthUser {
  return {
    userId: user.id,
    pk: user.id,
    cognito_user_id: null,
    organizationId,
    username: user.email,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    firstName: user.firstName,
    lastName: user.lastName,
    createdDate: user.createdAt.toISOString(),
    assignedCases: [],
    legalTeamIds: [],
    profileImage: user.profileImage,
    alternateEmail: user.alternateEmail,
    firmName: user.firmName,
    accountType,
  };
}

/** 'Admin' when the user is an Admin of an organization, otherwise 'User'. */
export async function getAccountType(db: Db, userId: string): Promise<TAuthUser["accountType"]> {
  return (await findApplicationRole(db, userId)) === "Admin" ? "Admin" : "User";
}

/** The client's view of a user record already in hand. */
export async function describeUser(db: Db, user: UserRecord): Promise<TAuthUser> {
  const [organizationId, accountType] = await Promise.all([
    getPrimaryOrganizationId(db, user.id),
    getAccountType(db, user.id),
  ]);
  return toAuthUser(user, organizationId, accountType);
}

export async function getAuthUser(db: Db, userId: string): Promise<TAuthUser> {
  const user = await getUserById(db, userId);
  if (!user) throw new AppError("not_found", "Not found.");
  return describeUser(db, user);
}
