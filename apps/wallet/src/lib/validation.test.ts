import { findBiller } from "@repo/mock-data/billers";
import { homeCountries } from "@repo/pricing/home-countries";
import { describe, expect, it } from "vitest";

import {
  branchBankOf,
  isSelfPayment,
  validateAccountConfirmation,
  validateAccountNumber,
  validateConsumerNumber,
  validateHolderName,
  validateIfsc,
  validateMobileNumber,
  validateTransfer,
  validateUpiId,
} from "./validation";

describe("validateMobileNumber", () => {
  it("accepts ten digits starting 6 to 9, typed with spaces or dashes", () => {
    expect(validateMobileNumber("98765 43210")).toEqual({ ok: true, value: "9876543210" });
    expect(validateMobileNumber("6300-123-456")).toEqual({ ok: true, value: "6300123456" });
  });

  it.each(["+91 98765 43210", "+91-98765-43210", "098765 43210", "919876543210"])(
    "reads the pasted %j as 9876543210",
    (raw) => {
      expect(validateMobileNumber(raw)).toEqual({ ok: true, value: "9876543210" });
    },
  );

  it.each([
    ["", "mobile-required"],
    ["98765", "mobile-length"],
    ["98765432100", "mobile-length"],
    ["5876543210", "mobile-invalid"],
    ["98765x3210", "mobile-digits"],
    ["abc", "mobile-digits"],
    ["12345", "mobile-length"],
    ["0000000000", "mobile-invalid"],
    ["77777 77777", "mobile-repeated"],
  ])("rejects %j as %s", (raw, error) => {
    expect(validateMobileNumber(raw)).toEqual({ ok: false, error });
  });

  it.each([
    ["0971234567", { ok: true, value: "971234567", network: "Airtel" }],
    ["+260 96 123 4567", { ok: true, value: "961234567", network: "MTN" }],
    ["260751234567", { ok: true, value: "751234567", network: "Zamtel" }],
    ["97123456", { ok: false, error: "mobile-length" }],
    ["+91 98765 43210", { ok: false, error: "mobile-country" }],
    ["0511234567", { ok: false, error: "mobile-network" }],
    ["999999999", { ok: false, error: "mobile-network" }],
    ["0777777777", { ok: false, error: "mobile-repeated" }],
    ["0981234567", { ok: false, error: "mobile-network" }],
  ])("reads the Zambian %j by Zambia's rule", (raw, result) => {
    expect(validateMobileNumber(raw, homeCountries.ZM.mobile)).toEqual(result);
  });
});

describe("validateConsumerNumber", () => {
  const pan = findBiller("in-income-tax")!;
  const zesco = findBiller("zm-zesco")!;

  it("accepts the biller's format and cleans the number", () => {
    expect(validateConsumerNumber(pan, "abcps 1234 k")).toEqual({ ok: true, value: "ABCPS1234K" });
    expect(validateConsumerNumber(zesco, "371-2345-6789")).toEqual({
      ok: true,
      value: "37123456789",
    });
    const mtn = findBiller("zm-mtn-postpaid")!;
    expect(validateConsumerNumber(mtn, "+260 96 612 3456")).toEqual({
      ok: true,
      value: "966123456",
    });
  });

  it("asks for a number, then for the biller's format", () => {
    expect(validateConsumerNumber(pan, "  ")).toEqual({ ok: false, error: "consumer-required" });
    expect(validateConsumerNumber(pan, "1234567890")).toEqual({
      ok: false,
      error: "consumer-format",
    });
    expect(validateConsumerNumber(zesco, "3712345678")).toEqual({
      ok: false,
      error: "consumer-format",
    });
  });
});

describe("validateUpiId", () => {
  it("accepts name@bank, trimmed", () => {
    expect(validateUpiId(" priya@okaxis ")).toEqual({ ok: true, value: "priya@okaxis" });
  });

  it.each([
    ["", "upi-required"],
    ["priya@", "upi-invalid"],
    ["@okaxis", "upi-invalid"],
    ["priya okaxis", "upi-invalid"],
  ])("rejects %j as %s", (raw, error) => {
    expect(validateUpiId(raw)).toEqual({ ok: false, error });
  });
});

describe("bank account details", () => {
  it("takes 9 to 18 digits as an account number", () => {
    expect(validateAccountNumber("1234 5678 9")).toEqual({ ok: true, value: "123456789" });
    expect(validateAccountNumber("1".repeat(18))).toMatchObject({ ok: true });
    expect(validateAccountNumber("12345678")).toEqual({ ok: false, error: "account-invalid" });
    expect(validateAccountNumber("1".repeat(19))).toEqual({ ok: false, error: "account-invalid" });
    expect(validateAccountNumber("hello")).toEqual({ ok: false, error: "account-invalid" });
    expect(validateAccountNumber(" ")).toEqual({ ok: false, error: "account-required" });
  });

  it("wants the account number typed again, the same", () => {
    expect(validateAccountConfirmation("123456789012", "1234 5678 9012")).toMatchObject({
      ok: true,
    });
    expect(validateAccountConfirmation("123456789012", "123456789013")).toEqual({
      ok: false,
      error: "confirm-mismatch",
    });
    expect(validateAccountConfirmation("123456789012", "")).toEqual({
      ok: false,
      error: "confirm-required",
    });
  });

  it("reads an IFSC as 4 letters, 0, then 6 letters or digits", () => {
    expect(validateIfsc("sbin0001234")).toEqual({ ok: true, value: "SBIN0001234" });
    expect(validateIfsc("HDFC0ABC123")).toMatchObject({ ok: true });
    for (const bad of ["SBIN123", "SBIN1001234", "SB1N0001234", "SBIN00012345"]) {
      expect(validateIfsc(bad), bad).toEqual({ ok: false, error: "ifsc-invalid" });
    }
    expect(validateIfsc("")).toEqual({ ok: false, error: "ifsc-required" });
  });

  it("takes the holder's name in letters", () => {
    expect(validateHolderName("  Anita   Rao ")).toEqual({ ok: true, value: "Anita Rao" });
    expect(validateHolderName("D'Souza-Pereira")).toMatchObject({ ok: true });
    expect(validateHolderName("అనిత")).toMatchObject({ ok: true });
    expect(validateHolderName("R2D2")).toEqual({ ok: false, error: "holder-invalid" });
    expect(validateHolderName("")).toEqual({ ok: false, error: "holder-required" });
  });
});

describe("isSelfPayment", () => {
  const own = { phone: "9876543210", upiId: "priya.sharma@sangam" };

  it.each([
    ["phone", "9876543210", true],
    ["phone", "9876543211", false],
    ["upi", "priya.sharma@sangam", true],
    ["upi", "Priya.Sharma@SANGAM", true],
    ["upi", "priya.sharma@okaxis", false],
    ["upi", "ravi@sangam", false],
    ["bank", "9876543210", false],
    ["international", "priya.sharma@sangam", false],
  ] as const)("%s %s is the wallet's own: %s", (type, recipient, self) => {
    expect(isSelfPayment(type, recipient, own)).toBe(self);
  });

  it("refuses the wallet's own number and UPI ID in a transfer, however typed", () => {
    const refused = { ok: false, errors: { recipient: "self-payment" } };
    expect(validateTransfer("phone", { recipient: "+91 98765 43210" }, own)).toEqual(refused);
    expect(validateTransfer("upi", { recipient: " PRIYA.SHARMA@sangam " }, own)).toEqual(refused);
    expect(validateTransfer("phone", { recipient: "9812345670" }, own)).toEqual({
      ok: true,
      value: { recipient: "9812345670" },
    });
  });
});

describe("validateTransfer", () => {
  it("checks the recipient by how the money is sent", () => {
    expect(validateTransfer("phone", { recipient: "+91 98123 45670" })).toEqual({
      ok: true,
      value: { recipient: "9812345670" },
    });
    expect(validateTransfer("phone", { recipient: "abc" })).toEqual({
      ok: false,
      errors: { recipient: "mobile-digits" },
    });
    expect(validateTransfer("upi", { recipient: "priya@" })).toEqual({
      ok: false,
      errors: { recipient: "upi-invalid" },
    });
  });

  it("needs every bank detail, and names each one that is wrong", () => {
    const good = {
      recipient: "123456789012",
      confirm: "123456789012",
      ifsc: "icic0001234",
      holder: "Anita Rao",
    };
    expect(validateTransfer("bank", good)).toEqual({
      ok: true,
      value: { recipient: "123456789012", ifsc: "ICIC0001234", holder: "Anita Rao" },
    });
    expect(
      validateTransfer("bank", { ...good, confirm: "123456789013", ifsc: "SBIN123", holder: "" }),
    ).toEqual({
      ok: false,
      errors: { confirm: "confirm-mismatch", ifsc: "ifsc-invalid", holder: "holder-required" },
    });
    expect(validateTransfer("bank", { recipient: "hello" })).toMatchObject({
      ok: false,
      errors: { recipient: "account-invalid" },
    });
  });
});

describe("validateTransfer for a Zambian account", () => {
  const own = { phone: "971234567", upiId: "" };

  it("pays a SangamPay user or a mobile-money wallet by a Zambian number, telling the network", () => {
    expect(validateTransfer("phone", { recipient: "096 123 4567" }, own, "ZM")).toEqual({
      ok: true,
      value: { recipient: "961234567", network: "MTN" },
    });
    expect(validateTransfer("mobileMoney", { recipient: "+260 75 123 4567" }, own, "ZM")).toEqual({
      ok: true,
      value: { recipient: "751234567", network: "Zamtel" },
    });
  });

  it("names what is wrong with a Zambian number", () => {
    const check = (recipient: string) => validateTransfer("mobileMoney", { recipient }, own, "ZM");
    expect(check("")).toEqual({ ok: false, errors: { recipient: "mobile-required" } });
    expect(check("09612345")).toEqual({
      ok: false,
      errors: { recipient: "mobile-length" },
    });
    expect(check("0931234567")).toEqual({
      ok: false,
      errors: { recipient: "mobile-network" },
    });
    expect(check("+91 98765 43210")).toEqual({
      ok: false,
      errors: { recipient: "mobile-country" },
    });
    expect(check("0211234567")).toEqual({ ok: false, errors: { recipient: "mobile-network" } });
    expect(check("0777777777")).toEqual({ ok: false, errors: { recipient: "mobile-repeated" } });
  });

  it("refuses the wallet's own SangamPay number, not its own mobile-money wallet", () => {
    expect(validateTransfer("phone", { recipient: "0971234567" }, own, "ZM")).toEqual({
      ok: false,
      errors: { recipient: "self-payment" },
    });
    expect(validateTransfer("mobileMoney", { recipient: "0971234567" }, own, "ZM").ok).toBe(true);
  });

  it("checks a Zambian bank account by its sort code's bank", () => {
    const fields = {
      recipient: "0123456789012",
      confirm: "0123456789012",
      sortCode: "01-00-02",
      holder: "Chanda Mulenga",
    };
    expect(validateTransfer("bank", fields, own, "ZM")).toEqual({
      ok: true,
      value: { recipient: "0123456789012", sortCode: "010002", holder: "Chanda Mulenga" },
    });
    // Absa (02) accounts have 10 digits, not 13.
    expect(validateTransfer("bank", { ...fields, sortCode: "020001" }, own, "ZM")).toEqual({
      ok: false,
      errors: { recipient: "account-digits" },
    });
    expect(
      validateTransfer("bank", { ...fields, sortCode: "", confirm: "1", holder: "" }, own, "ZM"),
    ).toEqual({
      ok: false,
      errors: {
        sortCode: "sort-code-required",
        confirm: "confirm-mismatch",
        holder: "holder-required",
      },
    });
    expect(validateTransfer("bank", { ...fields, sortCode: "990001" }, own, "ZM")).toMatchObject({
      errors: { sortCode: "sort-code-unknown" },
    });
  });

  it("has no UPI, and an Indian account has no mobile money", () => {
    expect(validateTransfer("upi", { recipient: "shop@okaxis" }, own, "ZM").ok).toBe(false);
    expect(validateTransfer("mobileMoney", { recipient: "9876543210" }).ok).toBe(false);
  });
});

describe("ways to pay at home, by the home country's data", () => {
  it("refuses a way the home country does not pay by: UPI in Zambia, mobile money in India", () => {
    expect(validateTransfer("upi", { recipient: "priya@okaxis" }, undefined, "ZM")).toEqual({
      ok: false,
      errors: { recipient: "upi-invalid" },
    });
    expect(validateTransfer("mobileMoney", { recipient: "9876543210" }, undefined, "IN")).toEqual({
      ok: false,
      errors: { recipient: "mobile-invalid" },
    });
  });

  it("names a branch's bank by its IFSC in India and by its sort code in Zambia", () => {
    const fields = { ifsc: "SBIN0020074", sortCode: "01-00-02" };
    expect(branchBankOf(fields, homeCountries.IN.payments.bankBranch)).toEqual({
      name: "State Bank of India",
    });
    expect(branchBankOf(fields, homeCountries.ZM.payments.bankBranch)).toMatchObject({
      name: "Zanaco",
      accountDigits: 13,
    });
    expect(branchBankOf({ ifsc: "SBIN002" }, "ifsc")).toBeUndefined();
    expect(branchBankOf({ sortCode: "99-00-01" }, "sortCode")).toBeUndefined();
  });
});
