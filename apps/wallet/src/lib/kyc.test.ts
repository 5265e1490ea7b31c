import { describe, expect, it } from "vitest";

import { idLast4, idTypesOf, isValidIdNumber, SELFIE_MAX_BYTES, selfieProblem } from "./kyc";

describe("isValidIdNumber", () => {
  it("takes an Aadhaar of twelve digits, with or without spaces, not starting with 0 or 1", () => {
    expect(isValidIdNumber("aadhaar", "2345 6789 0123")).toBe(true);
    expect(isValidIdNumber("aadhaar", "234567890123")).toBe(true);
    expect(isValidIdNumber("aadhaar", "1234 5678 9012")).toBe(false);
    expect(isValidIdNumber("aadhaar", "2345 6789 012")).toBe(false);
    expect(isValidIdNumber("aadhaar", "2345 6789 012a")).toBe(false);
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
  it("offers India Aadhaar first and Zambia its NRC and passport, never Aadhaar", () => {
    expect(idTypesOf("IN")).toEqual(["aadhaar", "passport", "nationalId"]);
    expect(idTypesOf("ZM")).toEqual(["nationalId", "zambianPassport"]);
  });

  it("takes a Zambian passport of Z, a letter and six digits", () => {
    expect(isValidIdNumber("zambianPassport", "zn123456")).toBe(true);
    expect(isValidIdNumber("zambianPassport", "ZN12345")).toBe(false);
    expect(isValidIdNumber("zambianPassport", "K1234567")).toBe(false);
  });
});
