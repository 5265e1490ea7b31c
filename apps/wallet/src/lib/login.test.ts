import { describe, expect, it } from "vitest";

import { OTP_LENGTH } from "./limits";
import { loginSearch } from "./login";
import { demoCode } from "./sent-code";

describe("loginSearch", () => {
  it("keeps a wallet path to return to and opens the code step only when asked", () => {
    expect(loginSearch({ redirect: "/send-money", step: "otp" })).toEqual({
      redirect: "/send-money",
      step: "otp",
    });
    expect(loginSearch({ step: "pin" }).step).toBeUndefined();
  });

  it("keeps the return path only as text (checked by parseReturnPath when used)", () => {
    expect(loginSearch({ redirect: 5 })).toEqual({ redirect: undefined, step: undefined });
  });
});

describe("demoCode", () => {
  it("is six digits, leading zeros kept", () => {
    for (let i = 0; i < 50; i += 1) expect(demoCode()).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
  });
});
