import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { PRERENDERED_ATTRIBUTE, takeOver } from "./prerendered-screen";
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

function prerender() {
  const container = document.createElement("div");
  container.id = "root";
  container.setAttribute(PRERENDERED_ATTRIBUTE, "");
  container.innerHTML = renderToString(<Screen />);
  document.body.append(container);
  return container;
}

/** The app takes over `container`; act() runs React's scheduled work to the end. */
async function takeOverNow(container: HTMLElement, app = <Screen />) {
  let done: Promise<void> | undefined;
  act(() => {
    done = takeOver(container, app);
  });
  await done;
}

/** The page's `#root` once the app has taken over: the container the app drew into. */
const liveRoot = () => document.getElementById("root")!;

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a prerendered screen taken over by the app", () => {
  it("leaves the frame on the page, taking typing, until the app's screen takes its place, then carries that typing over", async () => {
    // React's own schedule, as in the browser (act() would run its work at once).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      // No timers between keystrokes: the typing is done before React's next scheduled task.
      const user = userEvent.setup({ delay: null });
      const container = prerender();
      const done = takeOver(container, <Screen />);
      await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "0971");
      // The app has not drawn a thing yet: the frame is still the page's #root, and took the typing.
      expect(liveRoot()).toBe(container);
      expect(container).toHaveAttribute(PRERENDERED_ATTRIBUTE);
      expect(screen.getAllByRole("heading", { name: "Log in" })).toHaveLength(1);
      expect(screen.getByRole("status")).toHaveTextContent("IN en");

      await done;
      expect(liveRoot()).not.toBe(container);
      expect(container.isConnected, "the frame is off the page").toBe(false);
      expect(screen.getAllByRole("heading", { name: "Log in" })).toHaveLength(1);
      expect(screen.getByRole("status")).toHaveTextContent("IN 0971 en");
      expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveFocus();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it("keeps the country picked, the number typed and the last tap made before the scripts came", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.click(screen.getByRole("radio", { name: "ZM" }));
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "0971234567");
    await user.click(screen.getByRole("button", { name: "Telugu" }));
    expect(container.getAttribute("data-tapped"), "the tap is held").toBe("0");

    await takeOverNow(container);
    expect(screen.getByRole("status")).toHaveTextContent("ZM 0971234567 te");
    expect(screen.getByRole("radio", { name: "ZM" })).toBeChecked();
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveValue("0971234567");
    expect(liveRoot().hasAttribute(PRERENDERED_ATTRIBUTE)).toBe(false);
    expect(liveRoot().hasAttribute("data-tapped")).toBe(false);
    expect(document.querySelectorAll("h1"), "the frame is gone").toHaveLength(1);
  });

  it("carries over only what the visitor changed: the app's own choice (from the address) stays", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "98765");
    // The page was drawn with India picked; the app, reading the address, picks Zambia.
    await takeOverNow(container, <Screen initialCountry="ZM" />);
    expect(screen.getByRole("radio", { name: "ZM" })).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("ZM 98765 en");
  });

  it("keeps focus in the field the visitor was typing in", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "98765");
    await takeOverNow(container);
    expect(screen.getByRole("textbox", { name: "Mobile number" })).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("IN 98765 en");
  });

  it("replays nothing onto a different screen, and taps after the take-over are the app's", async () => {
    const user = userEvent.setup();
    const container = prerender();
    await user.type(screen.getByRole("textbox", { name: "Mobile number" }), "98765");
    container.querySelector("input[name=phone]")!.setAttribute("name", "account");
    await takeOverNow(container, <Screen heading="Dashboard" />);
    expect(screen.getByRole("status")).toHaveTextContent("IN en");
    await user.click(screen.getByRole("button", { name: "Telugu" }));
    expect(screen.getByRole("status")).toHaveTextContent("IN te");
  });

  it("gives the page the app's error message and a reload when the app's first render throws", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    const container = prerender();
    function Broken(): never {
      throw new Error("the app cannot draw");
    }
    // As TakeOverFailed (components/error-screen.tsx): the error's heading and a reload.
    const Failed = () => (
      <main>
        <h1>Unexpected Application Error!</h1>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </main>
    );
    // React's own schedule, as in the browser: act() would throw the error itself.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      void takeOver(container, <Broken />, () => Promise.resolve(<Failed />));
      expect(
        await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
      ).toBeInTheDocument();
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(container.isConnected, "the frame, whose buttons answer nothing, is gone").toBe(false);
    expect(screen.queryByRole("heading", { name: "Log in" })).not.toBeInTheDocument();
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: "the app cannot draw" }),
    );
    vi.restoreAllMocks();
  });
});
