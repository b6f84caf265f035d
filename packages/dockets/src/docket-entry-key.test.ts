import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { docketEntryKey, docketTextKey, findEntryGaps, normaliseDocketText } from "./docket-entry-key.js";
import { parseCourtNotice } from "./notice-parser.js";

/** A CourtListener docket alert's entry, as its webhook payload carries one (the fields this merge reads). */
interface CourtListenerEntry {
  entry_number: number | null;
  date_filed: string;
  description: string;
}

const fromCourtListener = (entry: CourtListenerEntry) => ({
  entryNumber: entry.entry_number,
  filedOn: entry.date_filed,
  docketText: entry.description,
});

describe("docketEntryKey", () => {
  test("a numbered entry is its number, whatever the text and date", () => {
    expect(docketEntryKey({ entryNumber: 42, filedOn: "2024-03-04", docketText: "MOTION to Compel" })).toBe("n:42");
    expect(docketEntryKey({ entryNumber: 42, filedOn: null, docketText: "" })).toBe("n:42");
  });

  test("the same entry from a court notice and from CourtListener has one key", () => {
    const notice = parseCourtNotice({
      from: "NYSD_ECF_Pool@nysd.uscourts.gov",
      subject: "",
      text: readFileSync(new URL("./fixtures/district-nef.txt", import.meta.url), "utf8"),
    });
    const fromNotice = notice?.entries[0];
    if (!fromNotice) throw new Error("the fixture is a notice");
    const alert: CourtListenerEntry = {
      entry_number: 42,
      date_filed: "2024-03-04",
      description:
        "MOTION to Compel Production of Documents. Document filed by Quillfeather Widgets, Inc.. (Attachments: # 1 Declaration of Delia Marlowe, # 2 Exhibit A - Requests (Set One))(Marlowe, Delia)",
    };
    expect(docketEntryKey(fromNotice)).toBe(docketEntryKey(fromCourtListener(alert)));
  });

  test("unnumbered entries are keyed by date and text, ignoring case, spacing, punctuation and the entered stamp", () => {
    const fromNotice = {
      entryNumber: null,
      filedOn: "2024-06-03",
      docketText:
        "Entry of appearance for Winslow T. Achterberg as principal counsel for Appellant Pemberly Acoustics, Inc.. Service: 06/03/2024 by email. [Entered: 06/03/2024 03:15 PM]",
    };
    const fromAlert = {
      entryNumber: undefined,
      filedOn: "2024-06-03T00:00:00Z",
      docketText:
        "ENTRY OF APPEARANCE for Winslow T. Achterberg as principal counsel for Appellant Pemberly Acoustics, Inc.  Service: 06/03/2024 by email.",
    };
    expect(docketEntryKey(fromNotice)).toMatch(/^t:2024-06-03:[0-9a-f]{16}$/);
    expect(docketEntryKey(fromNotice)).toBe(docketEntryKey(fromAlert));
  });

  test("different text or a different day is a different entry", () => {
    const base = { entryNumber: null, filedOn: "2024-06-03", docketText: "ORDER granting motion to extend time." };
    expect(docketEntryKey(base)).not.toBe(
      docketEntryKey({ ...base, docketText: "ORDER denying motion to extend time." }),
    );
    expect(docketEntryKey(base)).not.toBe(docketEntryKey({ ...base, filedOn: "2024-06-04" }));
    expect(docketEntryKey({ ...base, filedOn: null })).toMatch(/^t:undated:/);
  });

  test("entry numbers that are not positive integers fall back to the text", () => {
    for (const entryNumber of [0, -3, 1.5, Number.NaN]) {
      expect(docketEntryKey({ entryNumber, filedOn: "2024-01-02", docketText: "x" })).toMatch(/^t:/);
    }
  });

  test("docketTextKey finds the numbered twin of an unnumbered entry", () => {
    const numbered = { entryNumber: 45, filedOn: "2024-06-03", docketText: "Entry of appearance." };
    const unnumbered = { entryNumber: null, filedOn: "2024-06-03", docketText: "ENTRY OF APPEARANCE" };
    expect(docketTextKey(numbered)).toBe(docketEntryKey(unnumbered));
  });

  test("normaliseDocketText", () => {
    expect(normaliseDocketText("  ORDER   granting [12] Motion. (Entered: 03/04/2024)")).toBe(
      "order granting 12 motion",
    );
    expect(normaliseDocketText("x".repeat(100_000))).toHaveLength(4_000);
  });
});

describe("findEntryGaps", () => {
  test.each([
    [[12, 15], [{ from: 13, to: 14 }]],
    [[15, 12], [{ from: 13, to: 14 }]],
    [[1, 2, 3], []],
    [[], []],
    [[7], []],
    [
      [1, 3, 3, 7, 8, 10],
      [
        { from: 2, to: 2 },
        { from: 4, to: 6 },
        { from: 9, to: 9 },
      ],
    ],
    [[0, -1, 2.5, Number.NaN, 4, 6], [{ from: 5, to: 5 }]],
    [[1, 1_000_000], [{ from: 2, to: 999_999 }]],
  ])("%j → %j", (numbers, gaps) => {
    expect(findEntryGaps(numbers)).toEqual(gaps);
  });
});
