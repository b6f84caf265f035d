import type { Db } from "../../db/client.js";
import type { Mailer } from "../mail/mail.service.js";

/** What the organization and invitation services need: the database, the mailer and the addresses in emails. */
export interface OrganizationsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  brandName: string;
  now?: () => Date;
}
