import type { CodeSeries } from "./reporter.js";

/** Federal statute and regulation series cited as title (or volume), series, section (or page). */
export const codeSeries: readonly CodeSeries[] = [
  {
    abbreviation: "U.S.C.",
    name: "United States Code",
    kind: "statute",
    bySection: true,
    variants: ["USC", "U. S. C."],
  },
  {
    abbreviation: "U.S.C.A.",
    name: "United States Code Annotated",
    kind: "statute",
    bySection: true,
    variants: ["USCA"],
  },
  {
    abbreviation: "U.S.C.S.",
    name: "United States Code Service",
    kind: "statute",
    bySection: true,
    variants: ["USCS"],
  },
  { abbreviation: "Stat.", name: "United States Statutes at Large", kind: "statute", bySection: false },
  {
    abbreviation: "C.F.R.",
    name: "Code of Federal Regulations",
    kind: "regulation",
    bySection: true,
    variants: ["CFR"],
  },
  {
    abbreviation: "Fed. Reg.",
    name: "Federal Register",
    kind: "regulation",
    bySection: false,
    variants: ["FR", "Fed.Reg."],
  },
];
