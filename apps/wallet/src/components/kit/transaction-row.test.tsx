import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from "@tanstack/react-router";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";

import { i18n } from "../../lib/i18n";
import type { LedgerEntry } from "../../lib/ledger";
import { loadCopy } from "../../lib/load-copy";
import { TransactionRow } from "./transaction-row";

beforeAll(() => loadCopy());

const paid: LedgerEntry = {
  id: "TXN0000000042",
  name: "Rahul Verma",
  amount: { minor: -120000, currency: "INR" },
  type: "expense",
  category: "transfer",
  date: "2026-11-20T10:30:00+05:30",
  status: "Pending",
  note: "Rent",
};
const received: LedgerEntry = {
  ...paid,
  id: "TXN0000000043",
  name: "Priya Sharma",
  amount: { minor: 6500000, currency: "INR" },
  type: "income",
  status: "Completed",
  note: undefined,
};

/** The row in a router (its link needs one), with the wallet's copy. */
async function show(row: ReactNode) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ul>{row}</ul> }),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return screen.findByRole("list");
}

describe("TransactionRow", () => {
  it("says who, when, where it stands and the amount signed, its direction to screen readers", async () => {
    const list = await show(
      <>
        <TransactionRow entry={paid} when="20 Nov, 10:30 am" said="Paid" />
        <TransactionRow entry={received} when="20 Nov, 10:30 am" said="Received" />
      </>,
    );
    const [out, into] = Array.from(list.querySelectorAll("li"));
    expect(out).toHaveTextContent("Rahul Verma20 Nov, 10:30 am · On its wayPaid −₹1,200");
    expect(into).toHaveTextContent("Priya Sharma20 Nov, 10:30 amReceived +₹65,000");
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("opens the entry's receipt when the list asks, with its note after the status", async () => {
    await show(<TransactionRow entry={paid} when="10:30 am" said="Paid" note="Rent" opens />);
    const link = screen.getByRole("link", { name: /^Rahul Verma/ });
    expect(link).toHaveAttribute("href", "/transactions/TXN0000000042");
    expect(link).toHaveTextContent("10:30 am · On its way · Rent");
  });
});
