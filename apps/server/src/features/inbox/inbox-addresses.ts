import { randomBytes } from "node:crypto";
import { INBOX_OLD_ADDRESS_DAYS } from "@paralex/shared/inbox";
import type { DbExecutor } from "../../db/client.js";
import { findCurrentAddress, findOrganizationName, findOrganizationOfSlug, insertAddress } from "./inbox.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const SLUG_BASE_CHARS = 40;

/** The slug a name suggests: lowercase letters and digits joined by hyphens ("Whitfield & Co." → "whitfield-co"). */
export function slugOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_BASE_CHARS)
    .replace(/-+$/g, "");
  return slug.length >= 2 ? slug : "firm";
}

/** The organization's current slug, made from its name the first time it is asked for (unique: -2, -3...). */
export async function ensureSlug(db: DbExecutor, organizationId: string): Promise<string> {
  const current = await findCurrentAddress(db, organizationId);
  if (current) return current;
  const base = slugOf((await findOrganizationName(db, organizationId)) ?? "firm");
  for (let attempt = 1; attempt <= 20; attempt++) {
    const slug = attempt === 1 ? base : `${base}-${attempt}`;
    if (await insertAddress(db, organizationId, slug)) return slug;
    // Another request may have just given this organization its address.
    const raced = await findCurrentAddress(db, organizationId);
    if (raced) return raced;
  }
  const slug = `${base}-${randomBytes(3).toString("hex")}`;
  if (await insertAddress(db, organizationId, slug)) return slug;
  return (await findCurrentAddress(db, organizationId)) ?? slug;
}

export const addressOf = (slug: string, domain: string) => `${slug}@${domain}`;

export interface Recipient {
  organizationId: string;
  slug: string;
  tag: string | null;
}

/** The organization an envelope recipient reaches (slug or slug+tag at the agent domain), or undefined. */
export async function resolveRecipient(
  db: DbExecutor,
  address: string,
  domain: string,
  now = new Date(),
): Promise<Recipient | undefined> {
  const at = address.lastIndexOf("@");
  if (at < 1 || address.slice(at + 1).toLowerCase() !== domain) return undefined;
  const local = address.slice(0, at);
  const plus = local.indexOf("+");
  const slug = (plus < 0 ? local : local.slice(0, plus)).toLowerCase();
  const tag = plus < 0 ? null : local.slice(plus + 1).slice(0, 200) || null;
  if (!/^[a-z0-9-]{1,48}$/.test(slug)) return undefined;
  const found = await findOrganizationOfSlug(db, slug, new Date(now.getTime() - INBOX_OLD_ADDRESS_DAYS * DAY_MS));
  return found ? { organizationId: found.organizationId, slug, tag } : undefined;
}
