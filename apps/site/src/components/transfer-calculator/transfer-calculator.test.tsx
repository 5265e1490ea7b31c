import { LanguageProvider } from "@repo/i18n/language-provider";
import { siteI18n } from "@repo/i18n/site";
import { type Corridor, corridorFor } from "@repo/pricing/corridors";
import { quoteFromSend } from "@repo/pricing/quote";
import { formatMoney } from "@repo/ui/lib/format";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { i18n } from "../../lib/i18n";
import { TransferCalculatorSection } from "./transfer-calculator-section";

function renderCalculator() {
  const user = userEvent.setup();
  render(
    <LanguageProvider i18n={i18n} config={siteI18n}>
      <TransferCalculatorSection />
    </LanguageProvider>,
  );
  return user;
}

/** Replaces a box's text in one input event (pasted), as a person fixing an amount would. */
async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  box: HTMLElement,
  text: string,
) {
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

const zambia = corridorFor("ZM") as Corridor;
const kenya = corridorFor("KE") as Corridor;

describe("TransferCalculator", () => {
  it("quotes what you send: the fee, what they receive, the total and a link into the wallet", async () => {
    const user = renderCalculator();
    await replaceText(user, screen.getByRole("textbox", { name: "You send (INR)" }), "20000");
    const quote = quoteFromSend(zambia, 20_000_00);
    expect(screen.getByText("Cross-border transfer fee (1.5%)").nextSibling).toHaveTextContent(
      "₹300",
    );
    expect(screen.getByRole("textbox", { name: "They receive (ZMW)" })).toHaveValue("6218.74");
    expect(screen.getByRole("status")).toHaveTextContent(
      `They receive ${formatMoney(quote.receive)}. You pay ${formatMoney(quote.total)} in all.`,
    );
    const cta = screen.getByRole("link", { name: "Send ₹20,000 with SangamPay" });
    const href = new URL(cta.getAttribute("href") ?? "");
    expect(href.pathname).toBe("/send-money/enter-details");
    expect(Object.fromEntries(href.searchParams)).toEqual({
      type: "international",
      country: "ZM",
      amount: "20000",
    });
  });

  it("quotes from what they receive and states the rate and margin", async () => {
    const user = renderCalculator();
    await replaceText(user, screen.getByRole("textbox", { name: "They receive (ZMW)" }), "1000");
    expect(screen.getByRole("textbox", { name: "You send (INR)" })).toHaveValue("3216.09");
    expect(screen.getByText("₹1 = 0.310937 ZMW")).toBeInTheDocument();
    expect(
      screen.getByText("Mid-market rate ₹1 = 0.3125 ZMW less our 0.5% exchange margin"),
    ).toBeInTheDocument();
  });

  it("changes country, keeping the rupees, and names the delivery", async () => {
    const user = renderCalculator();
    await user.selectOptions(screen.getByRole("combobox", { name: "Sending to" }), "KE");
    const quote = quoteFromSend(kenya, 10_000_00);
    expect(screen.getByRole("textbox", { name: "You send (INR)" })).toHaveValue("10000");
    // Kenyan shillings as Kenyans write them ("Ksh 14,586.70", with a no-break space).
    expect(screen.getByRole("status").textContent).toContain(
      formatMoney(quote.receive, { locale: kenya.locale }),
    );
    expect(
      screen.getByText(/Usually within 10 minutes, by mobile money \(M-Pesa/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Send ₹10,000/ }).getAttribute("href")).toContain(
      "country=KE",
    );
  });

  it("explains a bad amount beside the box and leaves the link without an amount", async () => {
    const user = renderCalculator();
    const send = screen.getByRole("textbox", { name: "You send (INR)" });
    await replaceText(user, send, "250000");
    expect(send).toHaveAttribute("aria-invalid", "true");
    // The fee is still named with its rate while there is no quote.
    expect(screen.getByText("Cross-border transfer fee (1.5%)").nextSibling).toHaveTextContent("—");
    expect(send).toHaveAccessibleDescription(/You can send up to ₹1,00,000 in one transfer\./);
    const cta = screen.getByRole("link", { name: "Start an international transfer" });
    expect(cta.getAttribute("href")).not.toContain("amount=");
  });
});
