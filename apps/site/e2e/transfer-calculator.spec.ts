import { e2eUrls } from "@repo/e2e/config";
import { expect, expectAccessible, test } from "@repo/e2e/fixtures";
import { feeRates } from "@repo/ledger/fees";
import { type Corridor, corridorFor } from "@repo/pricing/corridors";
import { formatPercent } from "@repo/pricing/percent";
import { quoteFromReceive, quoteFromSend } from "@repo/pricing/quote";
import { formatMoney } from "@repo/ui/lib/format";

import { chooseTelugu, gotoHydrated } from "./site-pages";

const zambia = corridorFor("ZM") as Corridor;
const kenya = corridorFor("KE") as Corridor;
const calculatorTitle = "Send money home from India";
const enterDetails = `${e2eUrls.wallet}/send-money/enter-details`;

for (const path of ["/", "/pricing"]) {
  test.describe(`the transfer calculator on ${path}`, () => {
    test("₹10,000 to Zambia: a ₹150 fee, the kwacha the quote gives, and a link that carries both", async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      const calculator = page.getByRole("region", { name: calculatorTitle });
      await expect(calculator.getByRole("combobox", { name: "Sending to" })).toHaveValue("ZM");
      const send = calculator.getByRole("textbox", { name: "You send (INR)" });
      await send.fill("");
      await expect(calculator.getByRole("status")).toHaveText("Enter an amount to see your quote.");
      await send.pressSequentially("10000");

      const quote = quoteFromSend(zambia, 10_000_00);
      expect(formatMoney(quote.fee)).toBe("₹150");
      await expect(calculator.getByRole("definition").first()).toHaveText("₹150");
      await expect(calculator.getByRole("term").first()).toHaveText(
        `Cross-border transfer fee (${formatPercent(feeRates.crossBorder)})`,
      );
      await expect(calculator.getByRole("textbox", { name: "They receive (ZMW)" })).toHaveValue(
        "3109.37",
      );
      await expect(calculator.getByRole("status")).toHaveText(
        `They receive ${formatMoney(quote.receive)}. You pay ${formatMoney(quote.total)} in all.`,
      );
      await expect(calculator).toContainText("₹1 = 0.310937 ZMW");
      await expect(calculator).toContainText(
        "Mid-market rate ₹1 = 0.3125 ZMW less our 0.5% exchange margin",
      );
      await expect(calculator).toContainText(
        "Usually within 10 minutes, by mobile money (MTN, Airtel, Zamtel)",
      );
      await expect(
        calculator.getByRole("link", { name: "Send ₹10,000 with SangamPay" }),
      ).toHaveAttribute("href", `${enterDetails}?type=international&country=ZM&amount=10000`);
      await expectAccessible(page);
    });
  });
}

test("/ prerenders the calculator's heading and its default quote", async ({ request }) => {
  for (const path of ["/", "/pricing"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(calculatorTitle);
    expect(html, path).toContain(formatMoney(quoteFromSend(zambia, 10_000_00).receive));
    expect(html, path).toContain("country=ZM&amp;amount=10000");
  }
});

test("works from the keyboard in the other direction, for another country, with errors named", async ({
  page,
}) => {
  await gotoHydrated(page, "/pricing");
  const calculator = page.getByRole("region", { name: calculatorTitle });
  const country = calculator.getByRole("combobox", { name: "Sending to" });
  await country.focus();
  await country.selectOption("KE");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const receive = calculator.getByRole("textbox", { name: "They receive (KES)" });
  await expect(receive).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("20000");
  const quote = quoteFromReceive(kenya, 20_000_00);
  await expect(calculator.getByRole("textbox", { name: "You send (INR)" })).toHaveValue(
    String(quote.send.minor / 100),
  );
  await expect(calculator.getByRole("status")).toContainText(
    `You pay ${formatMoney(quote.total)} in all.`,
  );
  await expect(calculator.getByRole("link", { name: /^Send ₹/ })).toHaveAttribute(
    "href",
    `${enterDetails}?type=international&country=KE&amount=${quote.send.minor / 100}`,
  );

  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("2,00,00,000");
  await expect(receive).toHaveAccessibleDescription(
    /You can send up to ₹1,00,000 in one transfer\./,
  );
  await expect(
    calculator.getByRole("link", { name: "Start an international transfer" }),
  ).toHaveAttribute("href", `${enterDetails}?type=international&country=KE`);
  await expectAccessible(page);
});

test("/pricing's cross-border fee is the number the quotes use", async ({ page }) => {
  await page.goto("/pricing");
  const table = page.getByRole("table", { name: "Additional fees by service" });
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Cross-border transfer" }) });
  await expect(row.getByRole("cell")).toHaveText(`${formatPercent(feeRates.crossBorder)} + forex`);
  // The calculator's fee on ₹10,000 is the same rate applied.
  const calculator = page.getByRole("region", { name: calculatorTitle });
  await expect(calculator.getByRole("definition").first()).toHaveText(
    formatMoney(quoteFromSend(zambia, 10_000_00).fee),
  );
  expect(quoteFromSend(zambia, 10_000_00).feeBps).toBe(feeRates.crossBorder);
});

test("reads in Telugu, country names included, and carries the language into the wallet", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await chooseTelugu(page);
  const calculator = page.getByRole("region", { name: "భారతదేశం నుంచి ఇంటికి డబ్బు పంపండి" });
  const country = calculator.getByRole("combobox", { name: "పంపే దేశం" });
  await expect(country.locator("option:checked")).toHaveText("జాంబియా (ZMW)");
  await expect(calculator.getByRole("term").first()).toHaveText("సరిహద్దు బదిలీ ఫీజు (1.5%)");
  await expect(calculator.getByRole("status")).toHaveText(
    `వారికి ${formatMoney(quoteFromSend(zambia, 10_000_00).receive)} అందుతుంది. మీరు మొత్తం ₹10,150 చెల్లిస్తారు.`,
  );
  await expect(calculator.getByRole("link", { name: "SangamPay తో ₹10,000 పంపండి" })).toHaveAttribute(
    "href",
    `${enterDetails}?type=international&country=ZM&amount=10000&lang=te`,
  );
  await expectAccessible(page);
});
