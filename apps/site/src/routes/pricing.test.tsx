import { LanguageProvider } from "@repo/i18n/language-provider";
import { siteI18n } from "@repo/i18n/site";
import { feeRates } from "@repo/ledger/fees";
import { formatPercent } from "@repo/pricing/percent";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { i18n } from "../lib/i18n";
import Pricing from "./pricing";

function renderPricing() {
  const Stub = createRoutesStub([{ path: "/pricing", Component: Pricing }]);
  render(
    <LanguageProvider i18n={i18n} config={siteI18n}>
      <Stub initialEntries={["/pricing"]} />
    </LanguageProvider>,
  );
}

describe("/pricing", () => {
  it("reads every fee in the table from @repo/ledger", async () => {
    renderPricing();
    const table = await screen.findByRole("table", { name: "Additional fees by service" });
    const fee = (service: string) =>
      within(table).getByRole("rowheader", { name: service }).nextElementSibling;
    expect(fee("Cross-border transfer")).toHaveTextContent(
      `${formatPercent(feeRates.crossBorder)} + forex`,
    );
    expect(formatPercent(feeRates.crossBorder)).toBe("1.5%");
    // A merchant's fees are not in this table: they are listed once, with what each applies to.
    expect(within(table).queryByRole("rowheader", { name: "Payment gateway" })).toBeNull();
    const merchantFees = screen.getByRole("region", { name: "What a merchant pays" });
    const item = (name: string) =>
      within(merchantFees).getByRole("heading", { name }).parentElement;
    expect(item("Payment gateway")).toHaveTextContent(
      `${formatPercent(feeRates.gateway)}per payment`,
    );
    expect(item("Instant settlement to your bank")).toHaveTextContent(
      `${formatPercent(feeRates.instantSettlement)}per settlement`,
    );
    for (const service of ["Bank transfer (UPI/IMPS)", "Wallet loading", "Bill payments"]) {
      expect(fee(service)).toHaveTextContent("Free");
    }
  });

  it("prices the Merchant plan from the data and shows the calculator", async () => {
    renderPricing();
    const merchant = (await screen.findByRole("heading", { name: "Merchant" })).closest("li");
    expect(merchant).toHaveTextContent(formatPercent(feeRates.merchantPlan));
    // The calculator is a lazy chunk: its first import can take seconds on a busy machine.
    expect(
      await screen.findByRole(
        "heading",
        { level: 2, name: "Send money home from India" },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
  });
});
