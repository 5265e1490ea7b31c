import { describe, expect, it } from "vitest";

import {
  hasVerhoeffCheckDigit,
  idLast4,
  idNumberProblem,
  idTypesOf,
  isValidIdNumber,
  kycStepNumber,
  SELFIE_MAX_BYTES,
  selfieProblem,
} from "./kyc";

describe("isValidIdNumber", () => {
  it("takes an Aadhaar of twelve digits ending in its check digit, with or without spaces", () => {
    expect(isValidIdNumber("aadhaar", "2345 6789 0124")).toBe(true);
    expect(isValidIdNumber("aadhaar", "234567890124")).toBe(true);
    expect(isValidIdNumber("aadhaar", "9876 5432 1096")).toBe(true);
    expect(idNumberProblem("aadhaar", "2345 6789 012")).toBe("shape");
    expect(idNumberProblem("aadhaar", "2345 6789 012a")).toBe("shape");
  });

  it("names an Aadhaar's wrong check digit, and a first digit of 0 or 1", () => {
    expect(idNumberProblem("aadhaar", "1234 5678 9012")).toBe("checkDigit");
    expect(idNumberProblem("aadhaar", "2345 6789 0123")).toBe("checkDigit");
    const startsWithOne = Array.from({ length: 10 }, (_, d) => `12345678901${d}`).find((n) =>
      hasVerhoeffCheckDigit(n),
    )!;
    expect(idNumberProblem("aadhaar", startsWithOne)).toBe("firstDigit");
  });

  it("computes Verhoeff's check as published (236 is checked by 3)", () => {
    expect(hasVerhoeffCheckDigit("2363")).toBe(true);
    expect(hasVerhoeffCheckDigit("2364")).toBe(false);
  });

  it("takes a PAN of five letters (a person's has P fourth), four digits and a letter", () => {
    expect(isValidIdNumber("pan", "abcpk1234f")).toBe(true);
    expect(isValidIdNumber("pan", "ABCPK1234")).toBe(false);
    expect(isValidIdNumber("pan", "ABCDE1234F")).toBe(false);
  });

  it("takes a passport of one letter and seven digits, in any case", () => {
    expect(isValidIdNumber("passport", "k1234567")).toBe(true);
    expect(isValidIdNumber("passport", "K123456")).toBe(false);
    expect(isValidIdNumber("passport", "12345678")).toBe(false);
  });

  it("takes a Zambian NRC as 000000/00/0", () => {
    expect(isValidIdNumber("nationalId", "123456/78/1")).toBe(true);
    expect(isValidIdNumber("nationalId", "123456781")).toBe(false);
  });
});

describe("idLast4", () => {
  it("keeps only the last four characters", () => {
    expect(idLast4("2345 6789 0123")).toBe("0123");
    expect(idLast4("123456/78/1")).toBe("6781");
  });
});

describe("selfieProblem", () => {
  it("refuses what is not a picture, or too big a one", () => {
    expect(selfieProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(selfieProblem({ type: "text/plain", size: 10 })).toBe("notImage");
    expect(selfieProblem({ type: "image/png", size: SELFIE_MAX_BYTES + 1 })).toBe("tooBig");
  });
});

describe("the IDs of each home country", () => {
  it("offers India Aadhaar, PAN and passport, Zambia its NRC and passport, from their data", () => {
    expect(idTypesOf("IN")).toEqual(["aadhaar", "pan", "passport"]);
    expect(idTypesOf("ZM")).toEqual(["nationalId", "zambianPassport"]);
  });

  it("takes a Zambian passport of Z, a letter and six digits", () => {
    expect(isValidIdNumber("zambianPassport", "zn123456")).toBe(true);
    expect(isValidIdNumber("zambianPassport", "ZN12345")).toBe(false);
    expect(isValidIdNumber("zambianPassport", "K1234567")).toBe(false);
  });
});

describe("kycStepNumber", () => {
  it("counts the two steps filled in, and none while checking or once done", () => {
    expect(kycStepNumber({ name: "id" })).toEqual({ step: 1, total: 2 });
    const id = { idType: "aadhaar", last4: "1234" } as const;
    expect(kycStepNumber({ name: "selfie", ...id })).toEqual({ step: 2, total: 2 });
    expect(kycStepNumber({ name: "checking", ...id })).toBeNull();
    expect(kycStepNumber({ name: "done", ...id })).toBeNull();
  });
});
