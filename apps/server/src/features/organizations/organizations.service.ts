import type { Db } from "../../db/client.js";
import { findPrimaryOrganizationId } from "./organizations.repository.js";

/** The name a new account's own organization starts with; its admin can rename it later. */
export function defaultOrganizationName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}'s organization`;
}

export async function getPrimaryOrganizationId(db: Db, userId: string): Promise<string | null> {
  return findPrimaryOrganizationId(db, userId);
}
