import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { ListRow } from "./list-card";
import { ListSection } from "./list-section";

type Payee = { name: string; spent: string };

function Payees({ payees }: { payees: readonly Payee[] | null }) {
  return (
    <ListSection
      id="payees-title"
      title="Top payees"
      empty="No payments this month."
      loading="Reading your payments…"
      items={payees}
      as="ol"
    >
      {(payee) => (
        <ListRow key={payee.name}>
          <span>{payee.name}</span>
          <span>{payee.spent}</span>
        </ListRow>
      )}
    </ListSection>
  );
}

describe("ListSection", () => {
  it("is a region named by its level 2 heading, its rows one list named by it too", () => {
    render(
      <Payees
        payees={[
          { name: "Rahul Verma", spent: "₹1,200" },
          { name: "Priya Sharma", spent: "₹650" },
        ]}
      />,
    );
    const heading = screen.getByRole("heading", { level: 2, name: "Top payees" });
    expect(heading).toHaveAttribute("id", "payees-title");
    const section = screen.getByRole("region", { name: "Top payees" });
    const list = within(section).getByRole("list", { name: "Top payees" });
    expect(list.tagName).toBe("OL");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["Rahul Verma₹1,200", "Priya Sharma₹650"]);
    expect(screen.queryByText("No payments this month.")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says its empty text, and draws no list, when there is nothing to list", () => {
    render(<Payees payees={[]} />);
    const section = screen.getByRole("region", { name: "Top payees" });
    expect(within(section).getByText("No payments this month.")).toBeVisible();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("says, as a status, that the items are being read until they are", () => {
    const { rerender } = render(<Payees payees={null} />);
    const section = screen.getByRole("region", { name: "Top payees" });
    expect(within(section).getByRole("status")).toHaveTextContent("Reading your payments…");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.queryByText("No payments this month.")).not.toBeInTheDocument();

    rerender(<Payees payees={[{ name: "Rahul Verma", spent: "₹1,200" }]} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Top payees" })).toHaveTextContent("Rahul Verma");
  });

  it("is a bulleted list (ul) unless told the order matters", () => {
    render(
      <ListSection id="history-title" title="History" empty="None yet." items={["a"]}>
        {(item) => <ListRow key={item}>{item}</ListRow>}
      </ListSection>,
    );
    expect(screen.getByRole("list", { name: "History" }).tagName).toBe("UL");
  });
});
