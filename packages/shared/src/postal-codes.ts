import { COUNTRY_NAMES, type TCountryCode } from "./countries.js";

interface PostalCodeRule {
  /** The field's label for this country. */
  label: string;
  pattern: RegExp;
  message: string;
  /** Puts a valid code in its usual written form. */
  format?: (code: string) => string;
}

/** Postcodes written as an outward code, a space and a three-character inward code (UK, Canada). */
const spaceBeforeLastThree = (code: string) =>
  `${code.replace(/ /g, "").slice(0, -3)} ${code.replace(/ /g, "").slice(-3)}`;

export const US_ZIP_CODE_MESSAGE = "Please enter a valid ZIP code.";

const RULES: Partial<Record<TCountryCode, PostalCodeRule>> = {
  US: { label: "Zip Code", pattern: /^\d{5}(-\d{4})?$/, message: US_ZIP_CODE_MESSAGE },
  GB: {
    label: "Postcode",
    pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
    message: "Please enter a valid UK postcode, such as SW1A 1AA.",
    format: spaceBeforeLastThree,
  },
  CA: {
    label: "Postal Code",
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    message: "Please enter a valid Canadian postal code, such as K1A 0B1.",
    format: spaceBeforeLastThree,
  },
  IE: {
    label: "Eircode",
    pattern: /^[AC-FHKNPRTV-Y]\d[\dW] ?[\dAC-FHKNPRTV-Y]{4}$/,
    message: "Please enter a valid Eircode, such as D02 X285.",
    format: (code) => `${code.replace(/ /g, "").slice(0, 3)} ${code.replace(/ /g, "").slice(3)}`,
  },
  AU: { label: "Postcode", pattern: /^\d{4}$/, message: "Please enter a valid Australian postcode of 4 digits." },
  NZ: { label: "Postcode", pattern: /^\d{4}$/, message: "Please enter a valid New Zealand postcode of 4 digits." },
  DE: { label: "Postal Code", pattern: /^\d{5}$/, message: "Please enter a valid German postal code of 5 digits." },
  FR: { label: "Postal Code", pattern: /^\d{5}$/, message: "Please enter a valid French postal code of 5 digits." },
  ES: { label: "Postal Code", pattern: /^\d{5}$/, message: "Please enter a valid Spanish postal code of 5 digits." },
  IT: { label: "Postal Code", pattern: /^\d{5}$/, message: "Please enter a valid Italian postal code of 5 digits." },
  NL: {
    label: "Postal Code",
    pattern: /^\d{4} ?[A-Z]{2}$/,
    message: "Please enter a valid Dutch postal code, such as 1012 AB.",
    format: (code) => `${code.replace(/ /g, "").slice(0, 4)} ${code.replace(/ /g, "").slice(4)}`,
  },
  IN: { label: "PIN Code", pattern: /^[1-9]\d{5}$/, message: "Please enter a valid PIN code of 6 digits." },
  JP: {
    label: "Postal Code",
    pattern: /^\d{3}-?\d{4}$/,
    message: "Please enter a valid Japanese postal code, such as 100-0001.",
  },
};

/** Any other country: 2 to 10 letters and digits, spaces and dashes allowed between them. */
const GENERIC_RULE: PostalCodeRule = {
  label: "Postal Code",
  pattern: /^[A-Z\d][A-Z\d -]{0,8}[A-Z\d]$/,
  message: "Please enter a valid postal code: 2 to 10 letters or digits.",
};

/** Countries and territories that have no postal codes, where the field may stay empty. */
const WITHOUT_POSTAL_CODES: ReadonlySet<TCountryCode> = new Set<TCountryCode>([
  "AE",
  "AG",
  "AO",
  "AW",
  "BF",
  "BI",
  "BJ",
  "BO",
  "BQ",
  "BS",
  "BW",
  "BZ",
  "CD",
  "CF",
  "CG",
  "CI",
  "CK",
  "CM",
  "CW",
  "DJ",
  "DM",
  "ER",
  "FJ",
  "GA",
  "GD",
  "GH",
  "GM",
  "GQ",
  "GY",
  "HK",
  "KI",
  "KM",
  "KN",
  "KP",
  "LY",
  "ML",
  "MO",
  "MR",
  "MW",
  "NR",
  "NU",
  "QA",
  "RW",
  "SB",
  "SC",
  "SL",
  "SR",
  "SS",
  "ST",
  "SX",
  "SY",
  "TG",
  "TK",
  "TL",
  "TO",
  "TV",
  "UG",
  "VU",
  "YE",
  "ZW",
]);

export function postalCodeRule(country: TCountryCode): PostalCodeRule & { optional: boolean } {
  return { ...(RULES[country] ?? GENERIC_RULE), optional: WITHOUT_POSTAL_CODES.has(country) };
}

/** A code in capitals with single spaces, the way it is compared and stored. */
export function tidyPostalCode(code: string): string {
  return code.trim().toUpperCase().replace(/\s+/g, " ");
}

/** The stored form of a valid code, or undefined when the code does not fit the country's rule. */
export function normalizePostalCode(country: TCountryCode, code: string): string | undefined {
  const rule = postalCodeRule(country);
  const tidy = tidyPostalCode(code);
  if (tidy === "" && rule.optional) return "";
  if (!rule.pattern.test(tidy)) return undefined;
  return rule.format ? rule.format(tidy) : tidy;
}

export const countryName = (country: TCountryCode): string => COUNTRY_NAMES[country];
