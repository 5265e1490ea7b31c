/**
 * The identity check (KYC) a new account does once: a government ID and a selfie. Simulated, and
 * it says so: the wallet checks the number's shape (and an Aadhaar's check digit), compares no
 * face with any ID, keeps only the ID type and its last four characters, and never keeps the photo.
 */
import {
  homeCountries,
  type HomeCountryCode,
  type IdentityDocument,
} from "@repo/pricing/home-countries";

export const idTypes = [
  "aadhaar",
  "pan",
  "passport",
  "nationalId",
  "zambianPassport",
] as const satisfies readonly IdentityDocument[];
export type IdType = (typeof idTypes)[number];

/** The IDs an account of each home country verifies with, its usual one first (its data). */
export const idTypesOf = (country: HomeCountryCode): readonly IdType[] =>
  homeCountries[country].identityDocuments;

/** IDs typed with letters (the others are digits). */
export const isLettered = (type: IdType) =>
  type === "pan" || type === "passport" || type === "zambianPassport";

/** Each ID's shape once spaces are dropped, and an example in that shape for the hint. */
const idRules: Record<IdType, { pattern: RegExp; example: string }> = {
  // Twelve digits, the last a Verhoeff check digit (checked apart, so its message can say so).
  aadhaar: { pattern: /^\d{12}$/, example: "2345 6789 0124" },
  // A PAN: five letters (the fourth says who holds it: P for a person), four digits, a letter.
  pan: { pattern: /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/, example: "ABCPK1234F" },
  // An Indian passport: one letter, then seven digits.
  passport: { pattern: /^[A-Z]\d{7}$/, example: "K1234567" },
  // A Zambian NRC: six digits, two, one, separated by slashes.
  nationalId: { pattern: /^\d{6}\/\d{2}\/\d$/, example: "123456/78/1" },
  // A Zambian passport: two letters starting with Z, then six digits.
  zambianPassport: { pattern: /^Z[A-Z]\d{6}$/, example: "ZN123456" },
};

export const idExample = (type: IdType) => idRules[type].example;

/** The number as it is checked and kept: no spaces, capital letters. */
export const normalizeIdNumber = (value: string) => value.replace(/\s+/g, "").toUpperCase();

/** Verhoeff's dihedral-group tables: the multiplication and the position permutations. */
const VERHOEFF_D = [
  "0123456789",
  "1234067895",
  "2340178956",
  "3401289567",
  "4012395678",
  "5987604321",
  "6598710432",
  "7659821043",
  "8765932104",
  "9876543210",
].map((row) => [...row].map(Number));
const VERHOEFF_P = [
  "0123456789",
  "1576283094",
  "5803796142",
  "8916043527",
  "9453126870",
  "4286573901",
  "2793806415",
  "7046913258",
].map((row) => [...row].map(Number));

/** Whether a string of digits ends in its Verhoeff check digit, as every Aadhaar number does. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((digit, at) => {
    check = VERHOEFF_D[check]![VERHOEFF_P[at % 8]![Number(digit)]!]!;
  });
  return check === 0;
}

/**
 * What is wrong with an ID number, or null: "shape" (not the ID's pattern), "checkDigit" (an
 * Aadhaar whose last digit does not match the others: a typing mistake), "firstDigit" (an Aadhaar
 * never starts with 0 or 1).
 */
export type IdProblem = "shape" | "checkDigit" | "firstDigit";

export function idNumberProblem(type: IdType, value: string): IdProblem | null {
  const number = normalizeIdNumber(value);
  if (!idRules[type].pattern.test(number)) return "shape";
  if (type !== "aadhaar") return null;
  if (!hasVerhoeffCheckDigit(number)) return "checkDigit";
  return /^[01]/.test(number) ? "firstDigit" : null;
}

export function isValidIdNumber(type: IdType, value: string): boolean {
  return idNumberProblem(type, value) === null;
}

/** The last four characters, the only part of the number the wallet keeps. */
export const idLast4 = (value: string) => normalizeIdNumber(value).replace(/\//g, "").slice(-4);

/** A selfie must be a picture the browser can show, at most this big. */
export const SELFIE_MAX_BYTES = 5 * 1024 * 1024;

export type SelfieProblem = "notImage" | "tooBig";

export function selfieProblem(file: Pick<File, "type" | "size">): SelfieProblem | null {
  if (!/^image\/(png|jpeg|webp)$/.test(file.type)) return "notImage";
  if (file.size > SELFIE_MAX_BYTES) return "tooBig";
  return null;
}

/**
 * Where an identity check stands: the ID asked for, then a selfie, then checking (simulated), then
 * done. The ID's type and last four characters are all that is kept of it.
 */
export type KycStep =
  | { name: "id" }
  | { name: "selfie"; idType: IdType; last4: string }
  | { name: "checking"; idType: IdType; last4: string }
  | { name: "done"; idType: IdType; last4: string };

/** The steps the person fills in: "step 1 of 2" for the ID, 2 of 2 for the selfie; none after. */
export function kycStepNumber(step: KycStep): { step: number; total: number } | null {
  const filled = ["id", "selfie"] as const;
  const index = filled.indexOf(step.name as (typeof filled)[number]);
  return index < 0 ? null : { step: index + 1, total: filled.length };
}
