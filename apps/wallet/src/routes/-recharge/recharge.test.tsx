import { fromMajor } from "@repo/ledger/money";
import { balances as zambianBalances } from "@repo/mock-data/zambia/balances";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { useWalletStore } from "../../stores/wallet-store";
import { openScreen } from "../../testing/open-screen";
import { payWithPin } from "../../testing/pin";
import { signedInAsZambia } from "../../testing/zambian-account";

signedInAsZambia(new Date(2026, 10, 23, 10, 0));

const operator = () => screen.getByRole<HTMLSelectElement>("combobox", { name: "Operator" });

describe("airtime and bundles for a Zambian account", { timeout: 20_000 }, () => {
  it("takes a Zambian number with its leading 0 and tells the network from it", async () => {
    const { user } = await openScreen("/recharge");
    const number = screen.getByRole("textbox", { name: "Mobile number" });
    expect(number).toHaveAccessibleDescription(/9 digits after \+260; a leading 0 is dropped\./);
    expect(
      within(operator())
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Choose the operator", "MTN", "Airtel", "Zamtel"]);
    await user.type(number, "0961234567");
    expect(operator().value).toBe("MTN");
    expect(screen.getByText(/^Detected from the number: MTN\./)).toBeVisible();
    await user.clear(number);
    await user.type(number, "951234567");
    expect(operator().value).toBe("Zamtel");
    await user.click(screen.getByRole("button", { name: "Recharge my number" }));
    expect(number).toHaveValue("971234567");
    expect(operator().value).toBe("Airtel");
  });

  it("refuses what no network issues, and lets the person choose when it cannot tell", async () => {
    const { user } = await openScreen("/recharge");
    const number = screen.getByRole("textbox", { name: "Mobile number" });
    await user.type(number, "5");
    expect(number).toHaveValue("5");
    expect(number).toHaveAccessibleDescription(/Zambian mobile numbers start with 7 or 9\./);
    await user.clear(number);
    await user.type(number, "091");
    expect(number).toBeInvalid();
    expect(number).toHaveAccessibleDescription(
      /Zambian mobile numbers start with 96, 76, 97, 77, 95 or 75\./,
    );
    expect(operator().value).toBe("");
    await user.clear(number);
    await user.type(number, "0961234567");
    await user.selectOptions(operator(), "Airtel");
    expect(operator().value).toBe("Airtel");
    expect(screen.queryByText(/^Detected from the number/)).toBeNull();
  });

  it("buys airtime of any amount within the limits, in kwacha", async () => {
    const { router, user } = await openScreen("/recharge");
    const buy = () => screen.getByRole("button", { name: /^Buy/ });
    expect(buy()).toBeDisabled();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "0961234567");
    const amount = screen.getByRole("textbox", { name: "Amount (K)" });
    expect(amount).toHaveAccessibleDescription(/Any amount from K1 to K25,000\./);
    await user.type(amount, "25001");
    expect(amount).toHaveAccessibleDescription(
      /One payment can be at most K25,000, and your wallet holds K3,250: you can pay up to K3,250\./,
    );
    expect(buy()).toBeDisabled();
    await user.clear(amount);
    await user.type(amount, "12.50");
    await user.click(screen.getByRole("button", { name: "Buy K12.50 of airtime" }));

    expect(
      screen.getByRole("heading", { level: 1, name: "Confirm airtime or bundle" }),
    ).toBeVisible();
    const summary = screen.getByRole("region", { name: "Payment summary" });
    expect(summary).toHaveTextContent(/Mobile number\+260 96 123 4567/);
    expect(summary).toHaveTextContent(/OperatorMTN/);
    expect(summary).toHaveTextContent(/TotalK12\.50/);
    expect(summary).not.toHaveTextContent("₹");
    await payWithPin(user);

    await screen.findByRole("heading", { level: 1, name: "Recharge successful" });
    expect(router.state.location.pathname).toMatch(/^\/transactions\/TXN\d{10}$/);
    expect(screen.getByText("Paid to MTN airtime")).toBeVisible();
    const entry = useWalletStore.getState().ledger.transactions.find((t) => t.kind === "recharge");
    expect(entry).toMatchObject({
      name: "MTN airtime",
      recipient: "961234567",
      amount: fromMajor(-12.5, "ZMW"),
    });
    expect(useWalletStore.getState().ledger.balances.wallet.minor).toBeLessThan(
      zambianBalances.wallet.minor,
    );
  });

  it("lists the network's data and voice bundles and buys one", async () => {
    const { user } = await openScreen("/recharge");
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "0771234567");
    await user.click(screen.getByRole("radio", { name: "Bundles" }));
    const bundles = screen.getByRole("group", { name: "Airtel bundles" });
    expect(within(bundles).getByRole("heading", { name: "Data" })).toBeVisible();
    expect(within(bundles).getByRole("heading", { name: "Voice" })).toBeVisible();
    expect(within(bundles).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(bundles).getByRole("radio", { name: /K45.*3\.5 GB of data · 7 days/ }));
    await user.click(screen.getByRole("button", { name: "Buy bundle for K45" }));
    const summary = screen.getByRole("region", { name: "Payment summary" });
    expect(summary).toHaveTextContent(/Bundle3\.5 GB of data · 7 days/);
    await payWithPin(user);
    await screen.findByRole("heading", { level: 1, name: "Recharge successful" });
    expect(screen.getByText("Paid to Airtel bundle")).toBeVisible();
  });

  it("shows another network's bundles when the operator is changed", async () => {
    const { user } = await openScreen("/recharge");
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "0961234567");
    await user.click(screen.getByRole("radio", { name: "Bundles" }));
    await user.click(screen.getByRole("radio", { name: /K40.*3 GB of data/ }));
    expect(screen.getByRole("button", { name: "Buy bundle for K40" })).toBeEnabled();
    await user.selectOptions(operator(), "Zamtel");
    expect(screen.getByRole("group", { name: "Zamtel bundles" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Buy" })).toBeDisabled();
    await user.click(screen.getByRole("radio", { name: /K150.*15 GB of data · 30 days/ }));
    expect(screen.getByRole("button", { name: "Buy bundle for K150" })).toBeEnabled();
  });
});
