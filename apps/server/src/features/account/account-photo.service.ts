import { randomBytes } from "node:crypto";
import { accountMessages, PHOTO_MAX_BYTES } from "@paralex/shared/account";
import type { TAuthUser } from "@paralex/shared/auth-validation";
import { getPrimaryOrganizationId } from "../../access/membership.js";
import type { AuthenticatedUser } from "../../access/viewer.js";
import { AppError } from "../../lib/app-error.js";
import { type AuditSource, recordAuditEvent } from "../audit/audit.service.js";
import { getAuthUser, isUserId } from "../users/users.service.js";
import { deleteProfilePhoto, findProfilePhoto, upsertProfilePhoto } from "./account.repository.js";
import type { AccountDeps } from "./account-deps.js";
import { requireAccount } from "./account-profile.service.js";
import { sniffPhotoType } from "./photo-content.js";
import { reencodePhoto } from "./photo-processing.js";

const wrongContent = () => new AppError("validation", accountMessages.photoWrongType);

/**
 * The address a photo is served at. The version is new on every upload (so caches never show an old photo) and
 * random (so, with the user id, the address cannot be guessed): an <img> sends no bearer token.
 */
function photoAddress(deps: Pick<AccountDeps, "apiPrefix">, userId: string): string {
  const version = `${Date.now().toString(36)}${randomBytes(9).toString("base64url")}`;
  return `${deps.apiPrefix}/account/photo/${userId}?v=${version}`;
}

async function recordPhotoEvent(
  deps: Pick<AccountDeps, "db">,
  user: { id: string; email: string },
  change: "uploaded" | "removed",
  source: AuditSource | null,
) {
  const organizationId = await getPrimaryOrganizationId(deps.db, user.id);
  return (tx: Parameters<typeof recordAuditEvent>[0]) =>
    recordAuditEvent(tx, {
      action: "profile_updated",
      organizationId,
      actorUserId: user.id,
      actorEmail: user.email,
      target: user.email,
      details: { fields: ["profileImage"], photo: change },
      source,
    });
}

/**
 * PUT account/photo/: the bytes must be a PNG, JPEG or WebP image by their content, of at most 2 MB and sane
 * dimensions; what is stored is a re-encoded copy without metadata.
 */
export async function savePhoto(
  deps: Pick<AccountDeps, "db" | "apiPrefix">,
  caller: AuthenticatedUser,
  body: unknown,
  source: AuditSource | null = null,
): Promise<TAuthUser> {
  if (!Buffer.isBuffer(body)) throw wrongContent();
  if (body.length > PHOTO_MAX_BYTES) throw new AppError("validation", accountMessages.photoTooLarge);
  const sniffedType = sniffPhotoType(body);
  if (!sniffedType) throw wrongContent();
  const photo = await reencodePhoto(body, sniffedType);
  const user = await requireAccount(deps, caller);
  const record = await recordPhotoEvent(deps, user, "uploaded", source);
  await deps.db.transaction(async (tx) => {
    await upsertProfilePhoto(tx, {
      userId: user.id,
      contentType: photo.contentType,
      bytes: photo.bytes,
      profileImage: photoAddress(deps, user.id),
    });
    await record(tx);
  });
  return getAuthUser(deps.db, user.id);
}

/** DELETE account/photo/: the avatar falls back to the first letter of the first name. */
export async function removePhoto(
  deps: Pick<AccountDeps, "db">,
  caller: AuthenticatedUser,
  source: AuditSource | null = null,
): Promise<TAuthUser> {
  const user = await requireAccount(deps, caller);
  if (user.profileImage) {
    const record = await recordPhotoEvent(deps, user, "removed", source);
    await deps.db.transaction(async (tx) => {
      await deleteProfilePhoto(tx, user.id);
      await record(tx);
    });
  }
  return getAuthUser(deps.db, user.id);
}

/** GET account/photo/:userId?v=: only the current address serves the photo; an old or guessed one is not found. */
export async function readPhoto(deps: Pick<AccountDeps, "db">, userId: string, version: unknown) {
  if (!isUserId(userId) || typeof version !== "string" || version === "") return null;
  const photo = await findProfilePhoto(deps.db, userId);
  if (!photo?.profileImage) return null;
  const current = new URL(photo.profileImage, "http://photo.invalid").searchParams.get("v");
  return current === version ? photo : null;
}
