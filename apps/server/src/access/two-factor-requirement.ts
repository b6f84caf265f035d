import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import type { DbExecutor } from "../db/client.js";
import { AppError } from "../lib/app-error.js";
import { lacksRequiredSecondFactor } from "./two-factor-requirement.repository.js";

/**
 * Whether the person must set up a second factor before anything else: their organization requires two-factor
 * sign-in and they have no confirmed authenticator (decision 070).
 */
export async function mustSetUpSecondFactor(db: DbExecutor, userId: string): Promise<boolean> {
  return lacksRequiredSecondFactor(db, userId);
}

/** 403 with the organization's requirement while the person has no second factor it demands; nothing otherwise. */
export async function requireSecondFactorIfDemanded(db: DbExecutor, userId: string): Promise<void> {
  if (await lacksRequiredSecondFactor(db, userId)) {
    throw new AppError("forbidden", twoFactorMessages.requiredByOrganization);
  }
}
