import type { Db } from "../../db/client.js";
import type { Feature } from "../../feature.js";
import { createUsersService, type UsersService } from "./create-users-service.js";

/** People's own records, read by sign-in and GraphQL; no routes of its own. */
export function usersFeature(db: Db): Feature<UsersService> {
  return { name: "users", service: createUsersService(db) };
}
