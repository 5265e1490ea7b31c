import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";

import { RadioList } from "./radio-list";
import { ToggleChoice } from "./toggle-choice";

type Country = "IN" | "ZM";

/** A choice of home country held in state, with what is chosen shown beside it. */
function Harness({ as }: { as: "list" | "toggle" }) {
  const [country, setCountry] = useState<Country>("IN");
  const choice = {
    legend: "Your country",
    group: "country",
    value: country,
    onChange: setCountry,
  };
  return (
    <>
      {as === "list" ? (
        <RadioList
          {...choice}
          options={[
            { value: "IN", title: "India", badge: "+91" },
            { value: "ZM", title: "Zambia", detail: "Kwacha", badge: "+260" },
          ]}
        />
      ) : (
        <ToggleChoice
          {...choice}
          options={[
            { value: "IN", label: "India" },
            { value: "ZM", label: "Zambia" },
          ]}
        />
      )}
      <output>{country}</output>
    </>
  );
}

describe.each(["list", "toggle"] as const)("a choice drawn as a %s", (as) => {
  it("is one group of radios named by its legend, the shown value checked", async () => {
    render(<Harness as={as} />);
    const group = screen.getByRole("group", { name: "Your country" });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeChecked();
    expect(radios[0]).toHaveAttribute("name", "country");

    await userEvent.click(screen.getByRole("radio", { name: /^Zambia/ }));
    expect(screen.getByRole("status")).toHaveTextContent("ZM");
    expect(screen.getByRole("radio", { name: /^Zambia/ })).toBeChecked();
    expect(screen.getByRole("radio", { name: /^India/ })).not.toBeChecked();
  });
});

describe("RadioList", () => {
  it("names each row by its title, detail and badge", () => {
    render(<Harness as="list" />);
    const [india, zambia] = screen.getAllByRole("radio");
    expect(india).toHaveAccessibleName(/^India\s*\+91$/);
    expect(zambia).toHaveAccessibleName(/^Zambia\s*Kwacha\s*\+260$/);
  });
});
