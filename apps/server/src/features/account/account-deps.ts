import type { Db } from "../../db/client.js";
import type { LiveSessionCache } from "../auth/live-session-cache.js";
import type { Mailer } from "../mail/mail.service.js";

export interface AccountDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  /** Where the API is mounted ("/api"): profile photo addresses are built on it. */
  apiPrefix: string;
  sessions: LiveSessionCache;
}
