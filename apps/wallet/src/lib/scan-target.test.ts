import { limitsOf } from "@repo/ledger/limits";
import { homeCountries } from "@repo/pricing/home-countries";
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

describe("scanTarget for a Zambian account", () => {
  const zambia = homeCountries.ZM;

  it("opens a payment to the SangamPay number with the name, kwacha amount and note", () => {
    expect(
      scanTarget(
        "sangampay://pay?to=260971234567&pn=Mwila%20Banda&am=250.50&cu=ZMW&tn=Lunch",
        zambia,
      ),
    ).toEqual({
      ok: true,
      search: {
        type: "phone",
        recipient: "971234567",
        name: "Mwila Banda",
        amount: 250.5,
        note: "Lunch",
      },
      payeeName: "Mwila Banda",
    });
  });

  it("holds the amount to a Zambian account's per-payment limit", () => {
    const max = limitsOf(zambia.currency).perPayment.minor / 100;
    expect(scanTarget(`sangampay://pay?to=260961234567&am=${max}`, zambia)).toMatchObject({
      ok: true,
      search: { amount: max },
    });
    expect(scanTarget(`sangampay://pay?to=260961234567&am=${max + 1}`, zambia)).toEqual({
      ok: true,
      search: { type: "phone", recipient: "961234567" },
      amountNotice: { reason: "over-limit", amount: max + 1 },
    });
  });

  it("refuses a UPI code (no UPI in Zambia) and a broken SangamPay code, saying why", () => {
    expect(scanTarget("upi://pay?pa=shop@okaxis&am=180", zambia)).toEqual({
      ok: false,
      error: "upi-in-zambia",
    });
    expect(scanTarget("upi://pay?pa=x", zambia)).toEqual({ ok: false, error: "upi-in-zambia" });
    expect(scanTarget("sangampay://pay?to=260931234567", zambia)).toEqual({
      ok: false,
      error: "invalid-number",
    });
    expect(scanTarget("https://example.com", zambia)).toEqual({
      ok: false,
      error: "not-sangampay-payment",
    });
  });

  it("tells an Indian account that a SangamPay number code is for a Zambian wallet", () => {
    expect(scanTarget("sangampay://pay?to=260971234567")).toEqual({
      ok: false,
      error: "zambian-code-in-india",
    });
    expect(scanTarget("sangampay://pay?to=bad")).toEqual({
      ok: false,
      error: "zambian-code-in-india",
    });
  });
});

describe("quote", () => {
  it("quotes a code's text on one short line", () => {
    expect(quote("  WIFI:S:Home;\nT:WPA;  ")).toBe("WIFI:S:Home; T:WPA;");
    expect(quote("x".repeat(100))).toBe(`${"x".repeat(79)}…`);
  });
});
