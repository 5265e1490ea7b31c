import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";

import { type PricingPlan, PricingPlans } from "./pricing-plans";

const plans: PricingPlan[] = [
  {
    id: "personal",
    name: "Personal",
    price: "Free",
    period: "forever",
    description: "For everyday payments.",
    features: ["No monthly charges"],
    action: { label: "Get Started", href: "https://wallet.example/onboarding", external: true },
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    period: "tailored",
    description: "For large businesses.",
    features: ["Volume pricing", "Account manager"],
    highlight: "Most Popular",
    action: { label: "Contact Sales", href: "/contact", external: false },
  },
];

describe("PricingPlans", () => {
  it("renders each plan with its features, its button and the highlight badge", () => {
    const router = createMemoryRouter([{ path: "*", element: <PricingPlans plans={plans} /> }]);
    render(<RouterProvider router={router} />);
    const [personal, enterprise] = screen
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("heading"));
    expect(within(personal!).getByRole("heading")).toHaveTextContent("Personal");
    expect(within(personal!).queryByText("Most Popular")).not.toBeInTheDocument();
    expect(within(personal!).getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "https://wallet.example/onboarding",
    );
    expect(within(enterprise!).getByText("Most Popular")).toBeInTheDocument();
    expect(within(enterprise!).getAllByRole("listitem")).toHaveLength(2);
    expect(within(enterprise!).getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
