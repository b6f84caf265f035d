import { twoFactorMessages } from "@paralex/shared/two-factor-messages";
import type { DbExecutor } from "../db/client.js";
import { AppError } from "../lib/app-error.js";
import { lacksRequiredSecondFactor } from "./two-factor-requirement.repository.js";
import type { TwoFactorRequirementCache } from "./two-factor-requirement-cache.js";

/**
 * Whether the person must set up a second factor before anything else: their organization requires two-factor
 * sign-in and they have no confirmed authenticator (decision 070).
 */
export async function mustSetUpSecondFactor(db: DbExecutor, userId: string): Promise<boolean> {
  return lacksRequiredSecondFactor(db, userId);
}

/**
 * 403 with the organization's requirement while the person has no second factor it demands; nothing otherwise.
 * Asked on every authenticated request, so answered from the cache when it can be.
 */
export async function requireSecondFactorIfDemanded(
  deps: { db: DbExecutor; twoFactorAnswers: TwoFactorRequirementCache },
  userId: string,
): Promise<void> {
  let lacks = deps.twoFactorAnswers.lookup(userId, Date.now());
  if (lacks === undefined) {
    const version = deps.twoFactorAnswers.version();
    lacks = await lacksRequiredSecondFactor(deps.db, userId);
    deps.twoFactorAnswers.remember(version, userId, lacks, Date.now());
  }
  if (lacks) throw new AppError("forbidden", twoFactorMessages.requiredByOrganization);
}
