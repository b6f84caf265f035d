import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Bytes as a query parameter: base64 text that the database decodes. The embedded database's driver would write a
 * bytea parameter as hex, one JavaScript string per byte, on the request thread: 100 ms for a PDF report and seconds
 * and gigabytes for a 25 MB mail (decisions 064 and 069). Same SQL on PostgreSQL.
 */
export const bytesParam = (bytes: Uint8Array): SQL =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64")}, 'base64')`;

/** A bytea column read as base64 text, for the same reason: the driver would parse its hex one byte at a time. */
export const bytesOf = (column: AnyPgColumn) =>
  sql<Buffer | null>`encode(${column}, 'base64')`.mapWith((value: string) => Buffer.from(value, "base64"));
