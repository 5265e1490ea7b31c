import { describe, expect, it } from "vitest";

import { buildUpiUri, formatUpiAmount, isValidVpa, parseUpiUri, type UpiPayment } from "./upi";

function build(payment: UpiPayment): string {
  const result = buildUpiUri(payment);
  if (!result.ok) throw new Error(`build failed: ${result.error}`);
  return result.value;
}

describe("buildUpiUri", () => {
  it("writes pa, pn, am, cu and tn in the order payment apps print them", () => {
    expect(
      build({
        payeeAddress: "priya.sharma@sangam",
        payeeName: "Priya Sharma",
        amount: 500,
        note: "Dinner",
      }),
    ).toBe("upi://pay?pa=priya.sharma@sangam&pn=Priya%20Sharma&am=500&cu=INR&tn=Dinner");
  });

  it("leaves out the amount, name and note when absent or blank", () => {
    expect(build({ payeeAddress: "shop@okaxis", payeeName: "  ", note: "" })).toBe(
      "upi://pay?pa=shop@okaxis&cu=INR",
    );
  });

  it("percent-encodes Telugu and Hindi names as UTF-8", () => {
    expect(build({ payeeAddress: "priya@sangam", payeeName: "ప్రియ" })).toBe(
      "upi://pay?pa=priya@sangam&pn=%E0%B0%AA%E0%B1%8D%E0%B0%B0%E0%B0%BF%E0%B0%AF&cu=INR",
    );
    expect(build({ payeeAddress: "priya@sangam", payeeName: "प्रिया शर्मा" })).toContain(
      "pn=%E0%A4%AA%E0%A5%8D%E0%A4%B0%E0%A4%BF%E0%A4%AF%E0%A4%BE%20%E0%A4%B6",
    );
  });

  it("encodes characters that would break the query (&, =, +, #, %)", () => {
    const uri = build({ payeeAddress: "a.b@upi", payeeName: "Ram & Sons = 100% + #1" });
    expect(uri).toBe("upi://pay?pa=a.b@upi&pn=Ram%20%26%20Sons%20%3D%20100%25%20%2B%20%231&cu=INR");
  });

  it("prints paise with two decimals and whole rupees bare", () => {
    expect(build({ payeeAddress: "a.b@upi", amount: 12.5 })).toContain("am=12.50&");
    expect(build({ payeeAddress: "a.b@upi", amount: 1999.99 })).toContain("am=1999.99&");
    expect(build({ payeeAddress: "a.b@upi", amount: 100000 })).toContain("am=100000&");
  });

  it.each([0, -5, 1.234, Number.NaN, Number.POSITIVE_INFINITY, 1e12])(
    "rejects the amount %s",
    (amount) => {
      expect(buildUpiUri({ payeeAddress: "a.b@upi", amount })).toEqual({
        ok: false,
        error: "invalid-amount",
      });
    },
  );

  it("rejects a missing or malformed payee address", () => {
    expect(buildUpiUri({ payeeAddress: " " })).toEqual({ ok: false, error: "missing-payee" });
    expect(buildUpiUri({ payeeAddress: "priya" })).toEqual({ ok: false, error: "invalid-payee" });
  });
});

describe("parseUpiUri", () => {
  const payments: UpiPayment[] = [
    { payeeAddress: "priya.sharma@sangam", payeeName: "Priya Sharma" },
    { payeeAddress: "priya.sharma@sangam", payeeName: "Priya Sharma", amount: 500 },
    { payeeAddress: "kirana_store-01@okhdfcbank", payeeName: "శ్రీ కిరాణా", amount: 49.5 },
    { payeeAddress: "mutale.banda@sangam", payeeName: "मुताले बांडा", amount: 0.01, note: "किराया" },
    { payeeAddress: "x9@ybl", payeeName: "A&B + C = 50%", note: "Bill #42 / Nov?" },
  ];

  it.each(payments)("round-trips $payeeName", (payment) => {
    expect(parseUpiUri(build(payment))).toEqual({ ok: true, value: payment });
  });

  it("reads + as a space and ignores unknown parameters", () => {
    expect(
      parseUpiUri("upi://pay?pa=merchant@icici&pn=Chai+Point&mc=5812&tr=ORD123&am=180.00&cu=INR"),
    ).toEqual({
      ok: true,
      value: { payeeAddress: "merchant@icici", payeeName: "Chai Point", amount: 180 },
    });
  });

  it("accepts an upper-case scheme, surrounding whitespace and a missing cu", () => {
    expect(parseUpiUri("  UPI://PAY?pa=shop@okaxis  ")).toEqual({
      ok: true,
      value: { payeeAddress: "shop@okaxis" },
    });
  });

  it.each([
    ["plain text", "hello world", "not-upi-payment"],
    ["a web address", "https://sangampay.example/pay?pa=a@b", "not-upi-payment"],
    ["a UPI mandate link", "upi://mandate?pa=shop@okaxis", "not-upi-payment"],
    ["a lookalike scheme", "upi://payment?pa=shop@okaxis", "not-upi-payment"],
    ["an empty string", "", "not-upi-payment"],
    ["no parameters", "upi://pay", "missing-payee"],
    ["an empty pa", "upi://pay?pa=&pn=X", "missing-payee"],
    ["pa without a handle", "upi://pay?pa=shop", "invalid-payee"],
    ["pa with two @", "upi://pay?pa=a@b@c", "invalid-payee"],
    ["pa with a script", "upi://pay?pa=%3Cscript%3E@x", "invalid-payee"],
    ["a negative amount", "upi://pay?pa=shop@okaxis&am=-5", "invalid-amount"],
    ["a zero amount", "upi://pay?pa=shop@okaxis&am=0.00", "invalid-amount"],
    ["three decimals", "upi://pay?pa=shop@okaxis&am=1.005", "invalid-amount"],
    ["an exponent", "upi://pay?pa=shop@okaxis&am=1e9", "invalid-amount"],
    ["a word amount", "upi://pay?pa=shop@okaxis&am=abc", "invalid-amount"],
    ["dollars", "upi://pay?pa=shop@okaxis&am=5&cu=USD", "invalid-currency"],
    ["broken percent-encoding", "upi://pay?pa=shop@okaxis&pn=%E0%A4", "malformed"],
    ["a repeated pa", "upi://pay?pa=shop@okaxis&pa=thief@ybl", "malformed"],
    ["a huge payload", `upi://pay?pa=shop@okaxis&tn=${"x".repeat(3000)}`, "malformed"],
  ])("rejects %s", (_label, payload, error) => {
    expect(parseUpiUri(payload)).toEqual({ ok: false, error });
  });
});

describe("helpers", () => {
  it("validates VPAs as user@handle", () => {
    expect(isValidVpa("priya.sharma@sangam")).toBe(true);
    expect(isValidVpa("9876543210@paytm")).toBe(true);
    expect(isValidVpa("a@b")).toBe(false);
    expect(isValidVpa("priya sharma@sangam")).toBe(false);
    expect(isValidVpa("@sangam")).toBe(false);
  });

  it("formats amounts the way it parses them", () => {
    expect(formatUpiAmount(100000)).toBe("100000");
    expect(formatUpiAmount(0.1)).toBe("0.10");
    expect(formatUpiAmount(2.005)).toBeUndefined();
  });
});
