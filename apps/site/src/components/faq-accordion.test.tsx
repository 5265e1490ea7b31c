import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { FaqAccordion } from "./faq-accordion";

const groups = [
  {
    id: "a",
    title: "Getting Started",
    items: [
      { id: "q1", question: "First?", answer: "One." },
      { id: "q2", question: "Second?", answer: "Two." },
    ],
  },
  { id: "b", title: "Support", items: [{ id: "q3", question: "Third?", answer: "Three." }] },
];

const trigger = (name: string) => screen.getByRole("button", { name });

describe("FaqAccordion", () => {
  it("starts closed with the answers in the document but hidden", () => {
    render(<FaqAccordion groups={groups} />);
    expect(screen.getByRole("heading", { level: 2, name: "Support" })).toBeInTheDocument();
    for (const name of ["First?", "Second?", "Third?"]) {
      expect(trigger(name)).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.getByText("One.")).not.toBeVisible();
  });

  it("keeps one question open across categories, and closes it again", async () => {
    render(<FaqAccordion groups={groups} />);
    await userEvent.click(trigger("First?"));
    expect(trigger("First?")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("One.")).toBeVisible();

    await userEvent.click(trigger("Third?"));
    expect(trigger("Third?")).toHaveAttribute("aria-expanded", "true");
    expect(trigger("First?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("One.")).not.toBeVisible();

    await userEvent.click(trigger("Third?"));
    expect(trigger("Third?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Three.")).not.toBeVisible();
  });
});
