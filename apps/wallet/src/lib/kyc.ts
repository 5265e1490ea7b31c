/**
 * The identity check (KYC) a new account does once: a government ID and a selfie. Simulated: the
 * wallet checks the number's shape, keeps only the ID type and its last four characters, and never
 * keeps the photo.
 */
import type { HomeCountryCode } from "@repo/pricing/home-countries";

export const idTypes = ["aadhaar", "passport", "nationalId", "zambianPassport"] as const;
export type IdType = (typeof idTypes)[number];

/** The IDs an account of each home country verifies with, its usual one first. */
const idTypesByCountry: Record<HomeCountryCode, readonly IdType[]> = {
  IN: ["aadhaar", "passport", "nationalId"],
  ZM: ["nationalId", "zambianPassport"],
};

export const idTypesOf = (country: HomeCountryCode) => idTypesByCountry[country];

/** IDs typed with letters (the others are digits). */
export const isLettered = (type: IdType) => type === "passport" || type === "zambianPassport";

/** Each ID's shape once spaces are dropped, and an example in that shape for the hint. */
const idRules: Record<IdType, { pattern: RegExp; example: string }> = {
  // Twelve digits, never starting with 0 or 1.
  aadhaar: { pattern: /^[2-9]\d{11}$/, example: "2345 6789 0123" },
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

export function isValidIdNumber(type: IdType, value: string): boolean {
  return idRules[type].pattern.test(normalizeIdNumber(value));
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
