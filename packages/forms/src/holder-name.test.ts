import { describe, expect, it } from "vitest";

import { holderNameProblem, tidyHolderName } from "./holder-name";

describe("a registered name", () => {
  it("keeps names in any script, with their marks and the usual punctuation", () => {
    for (const name of [
      "Asha Rao",
      "రవి కుమార్",
      "राजेश शर्मा",
      "Chanda Mwila-Banda",
      "D'Souza J. R.",
      "O’Brien",
    ]) {
      expect(holderNameProblem(name), name).toBeNull();
    }
  });

  it("is kept trimmed, with one space between words, in NFC", () => {
    expect(tidyHolderName("  Asha \t  Rao ")).toBe("Asha Rao");
    expect(tidyHolderName("Jose\u0301")).toBe("José");
  });

  it("says what is wrong: nothing, too short, too long, not letters, our own name", () => {
    expect(holderNameProblem("   ")).toBe("required");
    expect(holderNameProblem("A")).toBe("tooShort");
    expect(holderNameProblem("A".repeat(80))).toBeNull();
    expect(holderNameProblem("A".repeat(81))).toBe("tooLong");
    expect(holderNameProblem("Asha 2")).toBe("letters");
    expect(holderNameProblem("-Asha")).toBe("letters");
    expect(holderNameProblem("<b>Asha</b>")).toBe("letters");
    expect(holderNameProblem("SangamPay Support")).toBe("reserved");
    expect(holderNameProblem("Sangam pay refunds")).toBe("reserved");
  });
});
