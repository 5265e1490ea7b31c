import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { flushSync } from "react-dom";
import { createRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";

import { captureEarlyInput, PRERENDERED_ATTRIBUTE } from "./prerendered-screen";
import { holdEarlyTapsScript } from "./prerendered-taps";

/** A login-like screen: a country, a number, a language button and what the app holds. */
function Screen({
  heading = "Log in",
  initialCountry = "IN",
}: {
  heading?: string;
  initialCountry?: string;
}) {
  const [country, setCountry] = useState(initialCountry);
  const [phone, setPhone] = useState("");
  const [language, setLanguage] = useState("en");
  return (
    <main>
      <h1>{heading}</h1>
      {["IN", "ZM"].map((code) => (
        <label key={code}>
          <input
            type="radio"
            name="country"
            value={code}
            checked={country === code}
            onChange={() => {
              setCountry(code);
              setPhone("");
            }}
          />
          {code}
        </label>
      ))}
      <label>
        Mobile number
        <input type="tel" name="phone" value={phone} onChange={(e) => setPhone(e.target.value)} />
      </label>
      <button type="button" onClick={() => setLanguage("te")}>
        Telugu
      </button>
      <p role="status">{`${country} ${phone} ${language}`}</p>
    </main>
  );
}

// The page as the build writes it: the screen's HTML in #root, then the inline tap script, which
// is shipped as a string: running it the way a <script> tag would is the point.
// eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
new Function(holdEarlyTapsScript)();
let root: Root | undefined;

function prerender() {
  const container = document.createElement("div");
  container.id = "root";
  container.setAttribute(PRERENDERED_ATTRIBUTE, "");
  container.innerHTML = renderToString(<Screen />);
  document.body.append(container);
  return container;
}

function takeOver(container: HTMLElement, app = <Screen />) {
  const early = captureEarlyInput(container);
  root = createRoot(container);
  act(() => {
    flushSync(() => root!.render(app));
    early.replay();
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

describe("a prerendered screen taken over by the app", () => {
  it("keeps the country picked, the number typed and the last tap made before the scripts came", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.click(screen.getByRole("radio", { name: "ZM" }));
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "0971234567");
    await user.click(screen.getByRole("button", { name: "Telugu" }));
    expect(container.getAttribute("data-tapped"), "the tap is held").toBe("0");

    takeOver(container);
    expect(screen.getByRole("status")).toHaveTextContent("ZM 0971234567 te");
    expect(screen.getByRole("radio", { name: "ZM" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveValue("0971234567");
    expect(container.hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(container.hasAttribute("data-tapped")).toBe(false);
  });

  it("carries over only what the visitor changed: the app's own choice (from the address) stays", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "98765");
    // The page was drawn with India picked; the app, reading the address, picks Zambia.
    takeOver(container, <Screen initialCountry="ZM" />);
    expect(screen.getByRole("radio", { name: "ZM" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("ZM 98765 en");
  });

  it("keeps focus in the field the visitor was typing in", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "98765");
    takeOver(container);
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("IN 98765 en");
  });

  it("replays nothing onto a different screen, and taps after the take-over are the app's", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "98765");
    container.querySelector("input[name=phone]")!.setAttribute("name", "account");
    takeOver(container, <Screen heading="Dashboard" />);
    expect(screen.getByRole("status")).toHaveTextContent("IN en");
    await user.click(screen.getByRole("button", { name: "Telugu" }));
    expect(screen.getByRole("status")).toHaveTextContent("IN te");
  });
});
