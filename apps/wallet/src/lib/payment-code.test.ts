import { homeCountries } from "@repo/pricing/home-countries";
import { describe, expect, it } from "vitest";

import { paymentCodes } from "./payment-code";

const own = { phone: "971234567", upiId: "mwila@okaxis" };

describe("paymentCodes, by the home country's kind of code", () => {
  it.each([
    {
      country: homeCountries.IN,
      id: "mwila@okaxis",
      shown: "mwila@okaxis",
      stem: "mwila",
      link: "upi://pay?pa=mwila@okaxis&pn=Mwila&am=250&cu=INR",
      typed: ["shop@okicici", "upi://pay?pa=shop@okicici"],
      notAnId: "0971234567",
      inputMode: "email",
    },
    {
      country: homeCountries.ZM,
      id: "971234567",
      shown: "+260 97 123 4567",
      stem: "260971234567",
      link: "sangampay://pay?to=260971234567&pn=Mwila&am=250&cu=ZMW",
      typed: ["097 123 4567", "sangampay://pay?to=260971234567&cu=ZMW"],
      notAnId: "mwila@okaxis",
      inputMode: "tel",
    },
  ])("pays a $country.name account at its own id: $shown", (expected) => {
    const { country } = expected;
    const code = paymentCodes[country.payments.code];
    const id = code.ownId(own);
    expect(id).toBe(expected.id);
    expect(code.shown(id, country)).toBe(expected.shown);
    expect(code.fileStem(id, country)).toBe(expected.stem);
    expect(code.link(id, "Mwila", 250)).toEqual({ ok: true, value: expected.link });
    expect(code.typed(expected.typed[0]!)).toEqual({ ok: true, value: expected.typed[1] });
    expect(code.typed(expected.notAnId).ok).toBe(false);
    expect(code.inputMode).toBe(expected.inputMode);
  });
});
