import { expect, it } from "vitest";
import { type CsvBatch, csvBatches } from "./bulk-data-files.js";

const HEADER = '\ufeff"id","case_name","syllabus"\r\n';
const RECORDS = [
  '"1","Miranda v. Arizona","The prosecution, \\"whether exculpatory\\",\nmay not \\\\ use"\r\n',
  '"2","Alpha ""Gamma"" Co.",""\n',
  '"3",,\n',
  '"4","Last, without a newline","x"',
];
const TEXT = `${HEADER}${RECORDS[0]}\n\r\n${RECORDS[1]}${RECORDS[2]}${RECORDS[3]}`;

async function batchesOf(text: string, chunkBytes: number, options: { records: number; skip?: number }) {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkBytes) }, (_, at) =>
    bytes.subarray(at * chunkBytes, (at + 1) * chunkBytes),
  );
  const batches: CsvBatch[] = [];
  for await (const batch of csvBatches(chunks, { bytes: 1 << 20, ...options })) batches.push(batch);
  return batches;
}

it.each([...Array.from({ length: 48 }, (_, at) => at + 1), 4096])(
  "cuts Free Law Project's CSV into whole records, read %i bytes at a time: quoted newlines, escapes, empty lines",
  async (chunkBytes) => {
    const batches = await batchesOf(TEXT, chunkBytes, { records: 2 });

    expect(batches.every((batch) => batch.columns.join() === "id,case_name,syllabus")).toBe(true);
    expect(batches.map((batch) => batch.records)).toEqual([2, 2]);
    expect(batches.map((batch) => Buffer.concat(batch.chunks).toString())).toEqual([
      `${RECORDS[0]}${RECORDS[1]}`,
      `${RECORDS[2]}${RECORDS[3]}\n`,
    ]);
  },
);

it("passes over the records an earlier run committed, counting them", async () => {
  const batches = await batchesOf(TEXT, 5, { records: 10, skip: 3 });

  expect(batches.map(({ records, skipped }) => [records, skipped])).toEqual([[1, 3]]);
  expect(Buffer.concat(batches[0]?.chunks ?? []).toString()).toBe(`${RECORDS[3]}\n`);
});

it("answers the columns of a file with a header only", async () => {
  const batches = await batchesOf('"id","volume"\n', 3, { records: 10 });

  expect(batches).toEqual([{ columns: ["id", "volume"], chunks: [], records: 0, skipped: 0 }]);
});
