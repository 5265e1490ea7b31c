import { describe, expect, it } from "vitest";

import { buildSangamPayUri, isSangamPayUri, parseSangamPayUri } from "./qr-sangampay";

describe("buildSangamPayUri", () => {
  it("writes the number with 260, the name, the amount, the kwacha and the note", () => {
    expect(
      buildSangamPayUri({
        number: "0971234567",
        payeeName: "Mwila Banda",
        amount: 250.5,
        note: "Lunch",
      }),
    ).toEqual({
      ok: true,
      value: "sangampay://pay?to=260971234567&pn=Mwila%20Banda&am=250.50&cu=ZMW&tn=Lunch",
    });
    expect(buildSangamPayUri({ number: "+260 96 123 4567" })).toEqual({
      ok: true,
      value: "sangampay://pay?to=260961234567&cu=ZMW",
    });
  });

  it("refuses a number that is not Zambian and an amount that is not money", () => {
    expect(buildSangamPayUri({ number: "" })).toEqual({ ok: false, error: "missing-number" });
    expect(buildSangamPayUri({ number: "9876543210" })).toEqual({
      ok: false,
      error: "invalid-number",
    });
    expect(buildSangamPayUri({ number: "971234567", amount: 0 })).toEqual({
      ok: false,
      error: "invalid-amount",
    });
    expect(buildSangamPayUri({ number: "971234567", amount: 1.234 })).toEqual({
      ok: false,
      error: "invalid-amount",
    });
  });
});

describe("parseSangamPayUri", () => {
  it("reads back what the receive screen writes, with the network from the prefix", () => {
    const built = buildSangamPayUri({
      number: "971234567",
      payeeName: "Mwila Banda",
      amount: 500,
      note: "Rent",
    });
    expect(built.ok && parseSangamPayUri(built.value)).toEqual({
      ok: true,
      value: {
        number: "971234567",
        network: "Airtel",
        payeeName: "Mwila Banda",
        amount: 500,
        note: "Rent",
      },
    });
    expect(parseSangamPayUri(" SANGAMPAY://pay?to=%2B260761234567 ")).toEqual({
      ok: true,
      value: { number: "761234567", network: "MTN" },
    });
  });

  it.each([
    ["upi://pay?pa=priya@sangam", "not-sangampay-payment"],
    ["https://sangampay.example/pay?to=260971234567", "not-sangampay-payment"],
    ["sangampay://payx?to=260971234567", "not-sangampay-payment"],
    ["sangampay://pay?pn=Mwila", "missing-number"],
    ["sangampay://pay?to=919876543210", "invalid-number"],
    ["sangampay://pay?to=260931234567", "invalid-number"],
    ["sangampay://pay?to=26097123456", "invalid-number"],
    ["sangampay://pay?to=260%2097%20123%204567", "invalid-number"],
    ["sangampay://pay?to=260971234567&am=-5", "invalid-amount"],
    ["sangampay://pay?to=260971234567&am=1e3", "invalid-amount"],
    ["sangampay://pay?to=260971234567&am=10.005", "invalid-amount"],
    ["sangampay://pay?to=260971234567&cu=INR", "invalid-currency"],
    ["sangampay://pay?to=260971234567&to=260961234567", "malformed"],
    ["sangampay://pay?to=260971234567&pn=%E0%A4", "malformed"],
    [`sangampay://pay?to=260971234567&tn=${"a".repeat(3000)}`, "malformed"],
  ])("refuses %s (%s)", (payload, error) => {
    expect(parseSangamPayUri(payload)).toEqual({ ok: false, error });
  });

  it("tells a SangamPay link from anything else", () => {
    expect(isSangamPayUri("sangampay://pay?to=1")).toBe(true);
    expect(isSangamPayUri("upi://pay?pa=a@b")).toBe(false);
  });
});
