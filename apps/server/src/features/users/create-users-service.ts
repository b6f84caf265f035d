import type { Db } from "../../db/client.js";
import { bindService } from "../../lib/bind-service.js";
import { getAuthUser } from "./users.service.js";

/** The accounts as the API shows them, built once at start. */
export function createUsersService(db: Db) {
  return bindService(db, { getAuthUser });
}

export type UsersService = ReturnType<typeof createUsersService>;
