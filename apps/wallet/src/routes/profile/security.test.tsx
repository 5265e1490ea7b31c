import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { i18n } from "../../lib/i18n";
import { loadCopy } from "../../lib/load-copy";
import { useSessionStore } from "../../stores/session-store";
import { openScreen } from "../../testing/open-screen";
import { SignedInDevices } from "./-security/signed-in-devices";

afterEach(() => {
  useSessionStore.setState(useSessionStore.getInitialState());
  vi.unstubAllGlobals();
});

describe("the Security screen of the local build", () => {
  it("has no Sign out other devices and no device list, and asks no server", async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
    vi.stubGlobal("fetch", fetch);
    useSessionStore.getState().signIn("9876543210", "IN");
    await openScreen("/profile/security");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Security");
    expect(screen.getByRole("button", { name: "Change PIN" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Sign out other devices" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Signed-in devices" })).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

/** The server of the connected wallet: two devices, then what each call answers. */
function server(answers: { signOutOthers: Response | Error; remove?: Response }) {
  const devices = [
    { id: "d1", name: "Chrome on Android", lastSeenAt: "2026-11-26T05:40:00.000Z", current: true },
    {
      id: "d2",
      name: "Firefox on Windows",
      lastSeenAt: "2026-11-25T18:05:00.000Z",
      current: false,
    },
  ];
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>((url, init) => {
    const path = url;
    if (path.endsWith("/auth/sign-out-others")) {
      if (answers.signOutOthers instanceof Error) return Promise.reject(answers.signOutOthers);
      return Promise.resolve(answers.signOutOthers);
    }
    if (init?.method === "DELETE")
      return Promise.resolve(answers.remove ?? new Response(null, { status: 204 }));
    return Promise.resolve(Response.json({ devices }));
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderDevices() {
  render(
    <I18nextProvider i18n={i18n}>
      <SignedInDevices />
    </I18nextProvider>,
  );
}

describe("Signed-in devices (the connected build's part of the Security screen)", () => {
  beforeEach(() => loadCopy("profileSecurity"));

  it("lists the devices with when each was last seen, this one marked and not removable", async () => {
    server({ signOutOthers: Response.json({ ended: 0 }) });
    renderDevices();
    const list = await screen.findByRole("list", { name: "Signed-in devices" });
    const [mine, other] = within(list).getAllByRole("listitem");
    expect(mine).toHaveTextContent("Chrome on Android");
    expect(mine).toHaveTextContent("This device");
    expect(mine).toHaveTextContent(/Last seen 26 Nov 2026/);
    expect(within(mine!).queryByRole("button")).toBeNull();
    expect(other).toHaveTextContent("Firefox on Windows");
    expect(other).not.toHaveTextContent("This device");
  });

  it("asks first, then signs the others out and says how many", async () => {
    const fetch = server({ signOutOthers: Response.json({ ended: 2 }) });
    renderDevices();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sign out other devices" }));
    const question = screen.getByRole("group", { name: /Sign out every other phone/ });
    // Nothing is asked of the server until the answer is yes; Cancel keeps everything.
    await user.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(fetch.mock.calls.some(([url]) => url.includes("sign-out-others"))).toBe(false);
    expect(screen.getByRole("button", { name: "Sign out other devices" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Sign out other devices" }));
    await user.click(screen.getByRole("button", { name: "Sign out others" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Signed out 2 other devices.");
  });

  it("says so when the others could not be signed out", async () => {
    server({ signOutOthers: new TypeError("Failed to fetch") });
    renderDevices();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sign out other devices" }));
    await user.click(screen.getByRole("button", { name: "Sign out others" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Other devices could not be signed out.",
    );
  });

  it("removes another device with DELETE and says so", async () => {
    const fetch = server({ signOutOthers: Response.json({ ended: 0 }) });
    renderDevices();
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Remove Firefox on Windows" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Firefox on Windows was removed and signed out.",
    );
    const removal = fetch.mock.calls.find(([, init]) => init?.method === "DELETE");
    expect(removal?.[0]).toMatch(/\/me\/devices\/d2$/);
  });
});
