import { describe, expect, it } from "vitest";

import { initialsOf } from "./person-name";

describe("initialsOf", () => {
  it("takes the first and last words' first letters", () => {
    expect(initialsOf("Priya Sharma")).toBe("PS");
    expect(initialsOf("Chanda Mwale Banda")).toBe("CB");
  });

  it("skips words that do not begin with a letter, and upper-cases", () => {
    expect(initialsOf("SangamPay user 07")).toBe("SU");
    expect(initialsOf("  lakshmi  ")).toBe("L");
  });

  it("keeps a letter of another script whole, and shows nothing for no letter", () => {
    expect(initialsOf("ప్రియ శర్మ")).toBe("పశ");
    expect(initialsOf("07 42")).toBe("");
  });
});
