import { rupees } from "@repo/ledger/money";
import { sampleBusiness } from "@repo/mock-data/business";
import { describe, expect, it } from "vitest";

import { parseUpiUri } from "../upi";
import { merchantQrUri } from "./merchant-qr";

const outlet = sampleBusiness.outlets[0]!;

describe("an outlet's merchant QR", () => {
  it("carries the VPA, name, category code and the outlet's reference, with an open amount", () => {
    const uri = merchantQrUri(sampleBusiness, "FreshMart Groceries", outlet);
    const query = new URLSearchParams(uri.slice(uri.indexOf("?") + 1));
    expect(uri.startsWith("upi://pay?")).toBe(true);
    expect(query.get("pa")).toBe("freshmart@okhdfcbank");
    expect(query.get("pn")).toBe("FreshMart Groceries");
    expect(query.get("mc")).toBe("5411");
    expect(query.get("tr")).toBe("QR-BANJARAHILLS");
    expect(query.get("am")).toBeNull();
    expect(query.get("tn")).toBe("Banjara Hills");
  });

  it("fixes an amount, and any payment app reads it back", () => {
    const uri = merchantQrUri(sampleBusiness, "फ्रेशमार्ट", outlet, rupees(249.5));
    const query = new URLSearchParams(uri.slice(uri.indexOf("?") + 1));
    expect(query.get("am")).toBe("249.50");
    expect(query.get("tr")).toBe("QR-BANJARAHILLS-24950");
    expect(parseUpiUri(uri)).toEqual({
      ok: true,
      value: {
        payeeAddress: "freshmart@okhdfcbank",
        payeeName: "फ्रेशमार्ट",
        amount: 249.5,
        note: "Banjara Hills",
      },
    });
  });
});
