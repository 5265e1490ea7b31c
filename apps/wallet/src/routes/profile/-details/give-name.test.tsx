import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { i18n } from "../../../lib/i18n";
import { loadCopy } from "../../../lib/load-copy";
import { useSessionStore } from "../../../stores/session-store";
import { GiveName } from "./give-name";

const opened = { name: "SangamPay user 10", upiId: "9876543210@sangampay", nameSet: false };

/** The server's answer to PUT /me/name; answers the calls made. */
function server(answer: Response | Error) {
  const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderForm() {
  const onSaved = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <GiveName openedAs={opened.name} onSaved={onSaved} />
    </I18nextProvider>,
  );
  return { onSaved, field: screen.getByLabelText("Full name") };
}

const user = { id: "u1", phone: "+919876543210", country: "IN", hasPin: true };

beforeEach(async () => {
  await loadCopy("giveName");
  useSessionStore.getState().signIn("9876543210", "IN");
  useSessionStore.getState().setHolder(opened);
});
afterEach(() => {
  useSessionStore.setState(useSessionStore.getInitialState());
  vi.unstubAllGlobals();
});

describe("giving the registered name (connected Personal details)", () => {
  it("says what people see now, sends the name, and keeps what the server kept", async () => {
    const fetch = server(
      Response.json({ user: { ...user, name: "Asha Rao", upiId: opened.upiId, nameSet: true } }),
    );
    const { field, onSaved } = renderForm();
    expect(screen.getByText(/see “SangamPay user 10” until you give your name/)).toBeVisible();
    await userEvent.type(field, "  Asha   Rao ");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toMatch(/\/me\/name$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(init?.body as string)).toEqual({ name: "  Asha   Rao " });
    expect(useSessionStore.getState().holder).toEqual({
      ...opened,
      name: "Asha Rao",
      nameSet: true,
    });
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it("refuses what is not a name before asking the server, and keeps what was typed", async () => {
    const fetch = server(new Error("not called"));
    const { field } = renderForm();
    await userEvent.type(field, "Asha 2");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Use letters, with spaces and . ' - between words.",
    );
    expect(field).toHaveValue("Asha 2");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await userEvent.clear(field);
    await userEvent.type(field, "SangamPay Care");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "A person's name cannot be SangamPay's own.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("counts past 80 characters instead of cutting", async () => {
    server(new Error("not called"));
    const { field } = renderForm();
    await userEvent.type(field, "A".repeat(82));
    expect(field).toHaveValue("A".repeat(82));
    expect(screen.getByText("82 of 80 characters")).toBeVisible();
  });

  it("with no answer, says so and keeps the name to try again", async () => {
    server(new TypeError("Failed to fetch"));
    const { field, onSaved } = renderForm();
    await userEvent.type(field, "Asha Rao");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No answer from SangamPay.");
    expect(field).toHaveValue("Asha Rao");
    expect(useSessionStore.getState().holder).toEqual(opened);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("given on another device meanwhile: stops asking", async () => {
    server(
      Response.json(
        { error: { code: "name_set", message: "Your registered name is set." } },
        { status: 409 },
      ),
    );
    const { field, onSaved } = renderForm();
    await userEvent.type(field, "Asha Rao");
    await userEvent.click(screen.getByRole("button", { name: "Save my name" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().holder?.nameSet).toBe(true);
  });
});
