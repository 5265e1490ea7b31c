import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { beforeAll, expect, it, vi } from "vitest";

import { offerUpdate } from "../lib/app-update";
import { i18n } from "../lib/i18n";
import { loadCopy } from "../lib/load-copy";
import { UpdatePrompt } from "./update-prompt";

beforeAll(() => loadCopy());

it("shows nothing until a new version is ready, then reloads only when asked", async () => {
  render(
    <I18nextProvider i18n={i18n}>
      <UpdatePrompt />
    </I18nextProvider>,
  );
  expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();

  const accept = vi.fn();
  act(() => offerUpdate(accept));
  expect(screen.getByText("A new version of SangamPay is ready.")).toBeVisible();
  expect(accept).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole("button", { name: "Reload" }));
  expect(accept).toHaveBeenCalledOnce();
});
