import copy from "@repo/i18n/locales/en/site/landing.json";
import { merchantPayments, merchantSummary } from "@repo/mock-data/merchant";
import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";

import { addSiteCopy, i18n } from "../../lib/i18n";
import { MerchantDashboard } from "./merchant-dashboard";

addSiteCopy("landing", copy);

describe("MerchantDashboard", () => {
  it("shows the sample month in rupees with Indian digit grouping", () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MerchantDashboard
          merchant="FreshMart Groceries"
          summary={{ ...merchantSummary, revenue: { minor: 1234567_00, currency: "INR" } }}
          payments={merchantPayments}
        />
      </I18nextProvider>,
    );
    const figure = screen.getByRole("figure");
    expect(figure).toHaveTextContent("Sample merchant dashboard");
    const value = (label: string) =>
      within(figure).getByText(label, { selector: "dt" }).parentElement!.querySelector("dd")!
        .textContent;
    expect(value("Revenue")).toBe("₹12,34,567");
    expect(value("Transactions")).toBe("1,234");
    expect(value("Average value")).toBe("₹199");
    expect(value("Growth")).toBe("+12.5%");
    expect(value("Success rate")).toBe("99.2%");
    const rows = within(figure).getAllByRole("listitem");
    expect(rows).toHaveLength(merchantPayments.length);
    expect(rows[0]).toHaveTextContent("Priya Sharma");
    expect(rows[0]).toHaveTextContent("+₹2,340");
  });
});
