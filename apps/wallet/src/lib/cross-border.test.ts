import { rupees } from "@repo/ledger/money";
import { checkPayment } from "@repo/ledger/payment";
import { type Corridor, corridorFor } from "@repo/pricing/corridors";
import { quoteFromSend } from "@repo/pricing/quote";
import { describe, expect, it } from "vitest";

import { checkRecipient, corridorOrDefault, crossBorderPayment, deliveryFor } from "./cross-border";
import { applyPayment, seedLedger } from "./ledger";

const zambia = corridorFor("ZM") as Corridor;
const kenya = corridorFor("KE") as Corridor;
const germany = corridorFor("DE") as Corridor;
const nigeria = corridorFor("NG") as Corridor;
const NOW = new Date(2026, 10, 21, 10, 0);

describe("where the money goes", () => {
  it("takes a link's country when we send there, else Zambia", () => {
    expect(corridorOrDefault("ke").country).toBe("KE");
    expect(corridorOrDefault("XX").country).toBe("ZM");
    expect(corridorOrDefault(undefined).country).toBe("ZM");
  });

  it("keeps a delivery method the country offers, else its usual one", () => {
    expect(deliveryFor(zambia, "bank")).toBe("bank");
    expect(deliveryFor(zambia, undefined)).toBe("mobileMoney");
    expect(deliveryFor(germany, "mobileMoney")).toBe("bank");
  });
});

describe("checkRecipient", () => {
  it("reads a Zambian number with its leading 0 dropped and tells its network", () => {
    expect(
      checkRecipient(zambia, "mobileMoney", { name: " Mwila  Banda ", number: "097 123 4567" }),
    ).toEqual({
      ok: true,
      value: { name: "Mwila Banda", number: "+260971234567", network: "Airtel" },
    });
  });

  it("refuses a Zambian number no network uses, and a missing name", () => {
    expect(checkRecipient(zambia, "mobileMoney", { name: "", number: "0981234567" })).toEqual({
      ok: false,
      errors: { name: "name-required", number: "network" },
    });
  });

  it("needs a network picked for mobile money elsewhere, from the country's list", () => {
    const fields = { name: "Wanjiru Kamau", number: "+254 712 345 678" };
    expect(checkRecipient(kenya, "mobileMoney", fields)).toEqual({
      ok: false,
      errors: { network: "network-required" },
    });
    expect(checkRecipient(kenya, "mobileMoney", { ...fields, network: "MTN" }).ok).toBe(false);
    expect(checkRecipient(kenya, "mobileMoney", { ...fields, network: "M-Pesa" })).toEqual({
      ok: true,
      value: { name: "Wanjiru Kamau", number: "+254712345678", network: "M-Pesa" },
    });
  });

  it("checks an IBAN by its checksum where the country uses them", () => {
    const name = "Anna Schmidt";
    expect(
      checkRecipient(germany, "bank", { name, number: "de89 3704 0044 0532 0130 00" }),
    ).toEqual({ ok: true, value: { name, number: "DE89370400440532013000" } });
    expect(checkRecipient(germany, "bank", { name, number: "DE89370400440532013001" })).toEqual({
      ok: false,
      errors: { number: "iban-checksum" },
    });
    expect(checkRecipient(germany, "bank", { name, number: "GB82WEST12345698765432" })).toEqual({
      ok: false,
      errors: { number: "iban-country" },
    });
  });

  it("takes an account number of letters and digits where there is no IBAN", () => {
    const name = "Chidi Okafor";
    expect(checkRecipient(nigeria, "bank", { name, number: "0123-456789" })).toEqual({
      ok: true,
      value: { name, number: "0123456789" },
    });
    expect(checkRecipient(nigeria, "bank", { name, number: "12" }).ok).toBe(false);
    expect(checkRecipient(nigeria, "bank", { name, number: "" })).toEqual({
      ok: false,
      errors: { number: "account-required" },
    });
  });
});

describe("from a Zambian wallet", () => {
  const india = corridorFor("IN", "ZMW") as Corridor;

  it("sends to India first, whatever a link asks for that Zambia does not send to", () => {
    expect(corridorOrDefault(undefined, "ZMW")).toBe(india);
    expect(corridorOrDefault("ZM", "ZMW")).toBe(india);
    expect(deliveryFor(india, "mobileMoney")).toBe("bank");
  });

  it("pays an Indian bank account: India's account rule and the branch's IFSC", () => {
    const name = "Priya Sharma";
    expect(
      checkRecipient(india, "bank", { name, number: "1234 5678 9012", ifsc: "sbin0020074" }),
    ).toEqual({ ok: true, value: { name, number: "123456789012", ifsc: "SBIN0020074" } });
    expect(checkRecipient(india, "bank", { name, number: "12345", ifsc: "" })).toEqual({
      ok: false,
      errors: { number: "account-invalid", ifsc: "ifsc-required" },
    });
    expect(
      checkRecipient(india, "bank", { name, number: "123456789012", ifsc: "SBIN1234567" }),
    ).toEqual({ ok: false, errors: { ifsc: "ifsc-invalid" } });
  });

  it("puts the kwacha quote to the payment, with the IFSC", () => {
    const quote = quoteFromSend(india, 500_00, "ZMW");
    const payment = crossBorderPayment(quote, "bank", {
      name: "Priya Sharma",
      number: "123456789012",
      ifsc: "SBIN0020074",
    });
    expect(payment).toMatchObject({
      kind: "international",
      amount: { minor: 500_00, currency: "ZMW" },
      ifsc: "SBIN0020074",
      crossBorder: { country: "IN", receive: { minor: 1_592_00, currency: "INR" } },
    });
  });
});

describe("crossBorderPayment", () => {
  it("puts the quote to the ledger: amount + fee debited, both currencies kept", () => {
    const quote = quoteFromSend(zambia, 10_000_00);
    const payment = crossBorderPayment(quote, "mobileMoney", {
      name: "Mwila Banda",
      number: "+260971234567",
      network: "Airtel",
    });
    expect(checkPayment(seedLedger(), payment, NOW)).toBeNull();
    const outcome = applyPayment(seedLedger(), payment, NOW);
    if (!outcome.ok) throw new Error(outcome.refusal.reason);
    expect(outcome.ledger.balances.wallet).toEqual(rupees(12_500 - 10_150));
    expect(outcome.payment).toMatchObject({
      amount: quote.send,
      fee: quote.fee,
      crossBorder: {
        country: "ZM",
        receive: quote.receive,
        rate: quote.rate,
        midRate: quote.midRate,
        marginBps: quote.marginBps,
        delivery: "mobileMoney",
        network: "Airtel",
      },
    });
  });
});
