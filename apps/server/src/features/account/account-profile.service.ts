import { accountMessages, type TProfilePatch } from "@paralex/shared/account";
import type { TAuthUser } from "@paralex/shared/auth-validation";
import { getPrimaryOrganizationId } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { adoptFirmName } from "../organizations/organization-settings.service.js";
import { getAuthUser, getUserById, type UserRecord } from "../users/users.service.js";
import { updateUserProfile } from "./account.repository.js";
import type { AccountDeps } from "./account-deps.js";

type ProfileChanges = Parameters<typeof updateUserProfile>[2];

export async function requireAccount(deps: Pick<AccountDeps, "db">, caller: AuthenticatedUser): Promise<UserRecord> {
  const user = await getUserById(deps.db, caller.id);
  if (!user) throw new AppError("not_found", "Not found.");
  return user;
}

/** Only what the request names and what differs from the record; empty optional text clears the field. */
function changesOf(user: UserRecord, input: TProfilePatch): ProfileChanges {
  const changes: ProfileChanges = {};
  if (input.first_name !== undefined && input.first_name !== user.firstName) changes.firstName = input.first_name;
  if (input.last_name !== undefined && input.last_name !== user.lastName) changes.lastName = input.last_name;
  if (input.alternate_email !== undefined) {
    const alternateEmail = input.alternate_email || null;
    if (alternateEmail !== user.alternateEmail) changes.alternateEmail = alternateEmail;
  }
  if (input.firm_name !== undefined) {
    const firmName = input.firm_name || null;
    if (firmName !== user.firmName) changes.firmName = firmName;
  }
  return changes;
}

/**
 * PUT/PATCH auth/user/: saves the personal information and answers the user as GET auth/user/ does. The login
 * email is not changed here (see requestEmailChange); an alternate email equal to it is refused. A new name never
 * renames the organization; a firm's name names it while it has none (adoptFirmName).
 */
export async function updateProfile(
  deps: Pick<AccountDeps, "db">,
  caller: AuthenticatedUser,
  input: TProfilePatch,
  source: AuditSource | null = null,
): Promise<TAuthUser> {
  const user = await requireAccount(deps, caller);
  if (input.alternate_email && input.alternate_email.toLowerCase() === user.email.toLowerCase()) {
    throw AppError.validation({ alternate_email: [accountMessages.alternateEmailSameAsEmail] });
  }
  const changes = changesOf(user, input);
  const fields = Object.keys(changes);
  if (fields.length > 0) {
    const organizationId = await getPrimaryOrganizationId(deps.db, user.id);
    await deps.db.transaction(async (tx) => {
      await updateUserProfile(tx, user.id, changes);
      await recordAuditEvent(tx, {
        action: "profile_updated",
        organizationId,
        actorUserId: user.id,
        actorEmail: user.email,
        target: user.email,
        details: { fields },
        source,
      });
      if (changes.firmName) await adoptFirmName(tx, caller, changes.firmName, source);
    });
  }
  return getAuthUser(deps.db, user.id);
}
