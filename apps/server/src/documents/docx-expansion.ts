import type { Readable } from "node:stream";
import yauzl from "yauzl";

export type ZipMeasure = { ok: true } | { ok: false; problem: "too_large" | "too_many_entries" | "unreadable" };

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    ),
  );

const openEntry = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error || !stream ? reject(error) : resolve(stream))),
  );

class TooLarge extends Error {}

/**
 * Inflates every part of a zip once, counting bytes as they come and stopping at `maxBytes`, so a compressed bomb
 * is refused after at most `maxBytes` of work and never held whole. Whatever its headers claim: each part is
 * stopped past the size its header gives, and the parts together past `maxBytes`.
 */
export async function measureZip(bytes: Buffer, maxBytes: number, maxEntries: number): Promise<ZipMeasure> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (zip.entryCount > maxEntries) {
    zip.close();
    return { ok: false, problem: "too_many_entries" };
  }
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("error", reject);
      zip.on("end", resolve);
      zip.on("entry", async (entry: yauzl.Entry) => {
        try {
          if (total + entry.uncompressedSize > maxBytes) throw new TooLarge();
          if (!entry.fileName.endsWith("/")) {
            const stream = await openEntry(zip, entry);
            for await (const chunk of stream) {
              total += (chunk as Buffer).length;
              if (total > maxBytes) {
                stream.destroy();
                throw new TooLarge();
              }
            }
          }
          zip.readEntry();
        } catch (error) {
          reject(error);
        }
      });
      zip.readEntry();
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, problem: error instanceof TooLarge ? "too_large" : "unreadable" };
  } finally {
    zip.close();
  }
}
