import { sampleBusiness } from "@repo/mock-data/business";
import { describe, expect, it } from "vitest";

import { gstinCheckCharacter, gstinProblem, gstinState } from "./gstin";

describe("GSTIN", () => {
  it("computes the check character of published GSTINs", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
    expect(gstinCheckCharacter("07AAACR5055K1Z")).toBe("9");
  });

  it("accepts a sound GSTIN, typed in lower case with spaces", () => {
    expect(gstinProblem("27AAPFU0939F1ZV")).toBeNull();
    expect(gstinProblem(" 27aapfu0939f1zv ")).toBeNull();
    expect(gstinState("27aapfu0939f1zv")).toBe("27");
  });

  it("refuses one wrong character through the check character", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    expect(gstinProblem("27AAPFU0938F1ZV")).toBe("check");
  });

  it("refuses a wrong shape and an unknown state code", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("format");
    expect(gstinProblem("27AAPF10939F1ZV")).toBe("format");
    expect(gstinProblem("27AAPFU0939F1XV")).toBe("format");
    const body = "99AAPFU0939F1Z";
    expect(gstinProblem(body + gstinCheckCharacter(body))).toBe("state");
  });

  it("gives the sample business a sound GSTIN in its own state", () => {
    expect(gstinProblem(sampleBusiness.gstin)).toBeNull();
    expect(gstinState(sampleBusiness.gstin)).toBe(sampleBusiness.stateCode);
  });
});
