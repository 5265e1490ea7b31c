import { homeCountries } from "@repo/pricing/home-countries";
import { describe, expect, it } from "vitest";

import { paymentCodes } from "./payment-code";

const own = { phone: "971234567", upiId: "mwila@okaxis" };

describe("paymentCodes, by the home country's kind of code", () => {
  it("pays an Indian account at its UPI ID, typed on an email keyboard", () => {
    const upi = paymentCodes[homeCountries.IN.payments.code];
    const id = upi.ownId(own);
    expect(id).toBe("mwila@okaxis");
    expect(upi.shown(id, homeCountries.IN)).toBe("mwila@okaxis");
    expect(upi.fileStem(id, homeCountries.IN)).toBe("mwila");
    expect(upi.link(id, "Mwila", 250)).toEqual({
      ok: true,
      value: "upi://pay?pa=mwila@okaxis&pn=Mwila&am=250&cu=INR",
    });
    expect(upi.typed("shop@okicici")).toEqual({ ok: true, value: "upi://pay?pa=shop@okicici" });
    expect(upi.typed("0971234567").ok).toBe(false);
    expect(upi.inputMode).toBe("email");
  });

  it("pays a Zambian account at its SangamPay number, typed on a phone keyboard", () => {
    const sangamPay = paymentCodes[homeCountries.ZM.payments.code];
    const id = sangamPay.ownId(own);
    expect(id).toBe("971234567");
    expect(sangamPay.shown(id, homeCountries.ZM)).toBe("+260 97 123 4567");
    expect(sangamPay.fileStem(id, homeCountries.ZM)).toBe("260971234567");
    expect(sangamPay.link(id, "Mwila", 250)).toEqual({
      ok: true,
      value: "sangampay://pay?to=260971234567&pn=Mwila&am=250&cu=ZMW",
    });
    expect(sangamPay.typed("097 123 4567")).toEqual({
      ok: true,
      value: "sangampay://pay?to=260971234567&cu=ZMW",
    });
    expect(sangamPay.typed("mwila@okaxis").ok).toBe(false);
    expect(sangamPay.inputMode).toBe("tel");
  });
});
