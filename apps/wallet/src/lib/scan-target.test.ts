import { describe, expect, it } from "vitest";

import { quote, scanTarget } from "./scan-target";

describe("scanTarget", () => {
  it("prefills the send flow with type=upi, the payee, a whole amount and the note", () => {
    expect(
      scanTarget("upi://pay?pa=shop@okaxis&pn=Chai%20Point&am=180&cu=INR&tn=Masala%20chai"),
    ).toEqual({
      ok: true,
      search: {
        type: "upi",
        recipient: "shop@okaxis",
        name: "Chai Point",
        amount: 180,
        note: "Masala chai",
      },
      payeeName: "Chai Point",
    });
  });

  it("prefills an amount with paise as it is", () => {
    expect(scanTarget("upi://pay?pa=shop@okaxis&am=49.50")).toEqual({
      ok: true,
      search: { type: "upi", recipient: "shop@okaxis", amount: 49.5 },
    });
  });

  it("leaves out an amount over the limit, and says why", () => {
    expect(scanTarget("upi://pay?pa=shop@okaxis&am=250000")).toMatchObject({
      ok: true,
      amountNotice: { reason: "over-limit", amount: 250000 },
    });
  });

  it("keeps the note to one line of at most 100 characters", () => {
    const result = scanTarget(`upi://pay?pa=shop@okaxis&tn=a%0Ab${"c".repeat(200)}`);
    expect(result.ok && result.search.note).toBe(`a b${"c".repeat(97)}`);
  });

  it("keeps the payee's name to one plain line of at most 50 characters", () => {
    const named = (pn: string) => {
      const result = scanTarget(`upi://pay?pa=shop@okaxis&pn=${encodeURIComponent(pn)}`);
      return result.ok ? result.search.name : "refused";
    };
    expect(named("  Chai\n\tPoint  ")).toBe("Chai Point");
    // Marks that reverse text would let "Chai Point" pass for another name.
    expect(named("Chai \u202Etniop\u202C")).toBe("Chai tniop");
    expect(named("रवि कुमार")).toBe("रवि कुमार");
    expect(named("x".repeat(80))).toBe("x".repeat(50));
    expect(named("\u202E \n")).toBeUndefined();
  });

  it("passes on why a code is not a payment", () => {
    expect(scanTarget("https://example.com")).toEqual({ ok: false, error: "not-upi-payment" });
    expect(scanTarget("upi://pay?pa=x")).toEqual({ ok: false, error: "invalid-payee" });
    expect(scanTarget(`upi://pay?pa=${"a".repeat(60)}@bank`)).toEqual({
      ok: false,
      error: "invalid-payee",
    });
  });
});

describe("quote", () => {
  it("quotes a code's text on one short line", () => {
    expect(quote("  WIFI:S:Home;\nT:WPA;  ")).toBe("WIFI:S:Home; T:WPA;");
    expect(quote("x".repeat(100))).toBe(`${"x".repeat(79)}…`);
  });
});
