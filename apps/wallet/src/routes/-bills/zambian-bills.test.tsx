import { fromMajor } from "@repo/ledger/money";
import { balances as zambianBalances } from "@repo/mock-data/zambia/balances";
import { cleanup, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { useWalletStore } from "../../stores/wallet-store";
import { openScreen } from "../../testing/open-screen";
import { payWithPin } from "../../testing/pin";
import { signedInAsZambia } from "../../testing/zambian-account";

signedInAsZambia(new Date(2026, 10, 23, 10, 0));

const wallet = () => useWalletStore.getState().ledger.balances.wallet;

describe("bills for a Zambian account", { timeout: 20_000 }, () => {
  it("lists Zambia's billers with no country to choose, ZESCO prepaid among them", async () => {
    const { user } = await openScreen("/bills");
    expect(screen.queryByRole("radio", { name: "India" })).toBeNull();
    await user.click(screen.getByRole("link", { name: "Electricity" }));
    const billers = await screen.findByRole("navigation", { name: "Billers in Zambia" });
    expect(
      within(billers)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["ZESCO", "ZESCO prepaid", "Copperbelt Energy"]);
  });

  it("keeps a Zambian account on Zambian billers even when the URL asks for India's", async () => {
    await openScreen("/bills?country=IN&category=electricity&biller=in-tsspdcl");
    expect(screen.getByRole("heading", { level: 1, name: "Electricity" })).toBeVisible();
    expect(screen.getByRole("link", { name: "ZESCO prepaid" })).toBeVisible();
    expect(screen.queryByRole("link", { name: /TSSPDCL/ })).toBeNull();
  });

  it("shows the units an amount buys from the tariff, then pays and keeps the token", async () => {
    const { router, user } = await openScreen(
      "/bills?country=ZM&category=electricity&biller=zm-zesco-prepaid",
    );
    expect(screen.getByRole("heading", { level: 1, name: "ZESCO prepaid" })).toBeVisible();
    const tariff = screen.getByRole("region", { name: "Sample residential tariff" });
    expect(
      within(tariff)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "The first 200 kWh of a month: K0.47 a unit",
      "From 200 to 300 kWh: K0.85 a unit",
      "Above 300 kWh: K1.94 a unit",
    ]);
    expect(screen.getByText("Enter an amount to see the units it buys.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Buy units" }));
    expect(screen.getByRole("textbox", { name: "Meter number" })).toHaveAccessibleDescription(
      /Enter the Meter number\./,
    );
    expect(screen.getByRole("textbox", { name: "Amount (K)" })).toHaveAccessibleDescription(
      /Enter the amount\./,
    );

    const meter = screen.getByRole("textbox", { name: "Meter number" });
    await user.type(meter, "1234");
    await user.type(screen.getByRole("textbox", { name: "Amount (K)" }), "50");
    // K50 at K0.47 a unit: 106.38… kWh, rounded down.
    expect(screen.getByText("K50 buys 106.3 kWh.")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Buy units for K50" }));
    expect(meter).toHaveAccessibleDescription(
      /This Meter number does not match ZESCO prepaid's format, for example 04123456789\./,
    );
    expect(screen.getByRole("heading", { level: 1, name: "ZESCO prepaid" })).toBeVisible();

    await user.clear(meter);
    await user.type(meter, "0412 345 6789");
    await user.click(screen.getByRole("button", { name: "Buy units for K50" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Confirm electricity units" }),
    ).toBeVisible();
    expect(router.state.location.search).toMatchObject({
      number: "04123456789",
      amount: "50",
      step: "confirm",
    });
    const summary = screen.getByRole("region", { name: "Payment summary" });
    expect(summary).toHaveTextContent(/Meter number04123456789/);
    expect(summary).toHaveTextContent(/Units106\.3 kWh/);
    expect(summary).toHaveTextContent(/TotalK50/);
    expect(summary).not.toHaveTextContent("₹");
    await payWithPin(user);

    await screen.findByRole("heading", { level: 1, name: "Electricity units bought" });
    expect(router.state.location.pathname).toMatch(/^\/transactions\/TXN\d{10}$/);
    const details = screen.getByRole("region", { name: "Payment details" });
    const token = within(details).getByText(/^\d{4} \d{4} \d{4} \d{4} \d{4}$/);
    expect(screen.getByText(`Enter this token on your meter: ${token.textContent}`)).toBeVisible();
    expect(details).toHaveTextContent(/Units106\.3 kWh/);
    const entry = useWalletStore.getState().ledger.transactions.find((t) => t.prepaid);
    expect(entry?.prepaid).toEqual({
      token: token.textContent.replace(/ /g, ""),
      energyWh: 106_382,
    });
    expect(entry?.amount).toEqual(fromMajor(-50, "ZMW"));
    // Less K50, plus the first payment's cashback, in kwacha.
    expect(wallet().currency).toBe("ZMW");
    expect(wallet().minor).toBeLessThan(zambianBalances.wallet.minor);
    expect(document.body).not.toHaveTextContent("₹");
  });

  it("prices the next units from what the meter has had this month", async () => {
    const { user } = await openScreen(
      "/bills?country=ZM&category=electricity&biller=zm-zesco-prepaid",
    );
    await user.type(screen.getByRole("textbox", { name: "Meter number" }), "04123456789");
    await user.type(screen.getByRole("textbox", { name: "Amount (K)" }), "200");
    await user.click(screen.getByRole("button", { name: "Buy units for K200" }));
    await payWithPin(user);
    await screen.findByRole("heading", { level: 1, name: "Electricity units bought" });

    cleanup();
    const again = await openScreen(
      "/bills?country=ZM&category=electricity&biller=zm-zesco-prepaid",
    );
    await again.user.type(screen.getByRole("textbox", { name: "Meter number" }), "04123456789");
    await again.user.type(screen.getByRole("textbox", { name: "Amount (K)" }), "85");
    // K200 bought 200 kWh for K94, 100 kWh for K85 and 10.82… kWh at K1.94: every unit now
    // costs K1.94, so K85 buys 43.81… kWh (on a new meter it would buy 183.5 kWh).
    expect(
      screen.getByText(/^Already bought for this meter this month: 310\.8 kWh\./),
    ).toBeVisible();
    expect(screen.getByText("K85 buys 43.8 kWh.")).toBeVisible();
  });

  it("fetches a ZESCO postpaid bill by account number and pays it in kwacha", async () => {
    const { user } = await openScreen("/bills?country=ZM&category=electricity&biller=zm-zesco");
    await user.type(screen.getByRole("textbox", { name: "Account number" }), "37123456789");
    await user.click(screen.getByRole("button", { name: "Fetch bill" }));
    const bill = await screen.findByRole("region", { name: "Bill from ZESCO" });
    expect(bill).toHaveTextContent(/Amount dueK[\d,]+/);
    expect(bill).not.toHaveTextContent(/sample rate|₹/);
    expect(screen.getByRole("button", { name: /^Pay K[\d,]+$/ })).toBeEnabled();
  });

  it.each([
    ["water", "Lusaka Water Supply and Sanitation", "Account number", "10234567"],
    ["tax", "Zambia Revenue Authority", "TPIN", "1001234567"],
    ["pension", "NAPSA", "Member number", "302145678"],
    ["satellite-tv", "GOtv Zambia", "Smart card number", "2012345678"],
    ["internet", "Liquid Home", "Account number", "LQ4023156"],
    ["mobile", "MTN Zambia Postpaid", "Mobile number", "+260 96 612 3456"],
  ])("pays %s: %s by its %s", async (category, name, label, number) => {
    const { user } = await openScreen(`/bills?category=${category}`);
    await user.click(screen.getByRole("link", { name }));
    await user.type(screen.getByRole("textbox", { name: label }), number);
    await user.click(screen.getByRole("button", { name: "Fetch bill" }));
    expect(await screen.findByRole("region", { name: `Bill from ${name}` })).toHaveTextContent(
      /Amount dueK/,
    );
    expect(screen.getByRole("button", { name: /^Pay K/ })).toBeEnabled();
  });
});
