import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { openScreen } from "../testing/open-screen";
import { signedInAsZambia } from "../testing/zambian-account";

signedInAsZambia(new Date(2026, 10, 21, 10, 0));

describe("a Zambian account receives", { timeout: 60_000 }, () => {
  it("at its own SangamPay number and QR code, with no UPI ID", async () => {
    const { user } = await openScreen("/receive");
    expect(
      screen.getByText("Anyone on SangamPay in Zambia can scan this code to pay you."),
    ).toBeVisible();
    expect(
      screen.getByRole("img", {
        name: "QR code to pay Mwila Banda, SangamPay number +260 97 123 4567",
      }),
    ).toBeVisible();
    expect(screen.getByText("SangamPay number:")).toBeVisible();
    expect(screen.getByText("+260 97 123 4567")).toBeVisible();
    expect(screen.queryByText(/UPI/)).toBeNull();
    expect(screen.getByRole("button", { name: "Copy number" })).toBeEnabled();

    const amount = screen.getByRole("textbox", { name: "Request an amount (optional)" });
    await user.type(amount, "250");
    expect(
      screen.getByRole("img", {
        name: "QR code to pay Mwila Banda K250, SangamPay number +260 97 123 4567",
      }),
    ).toBeVisible();
    expect(amount).toHaveAccessibleDescription(
      /Kwacha, with ngwee after a point if needed, up to K25,000\./,
    );
    await user.clear(amount);
    await user.type(amount, "25001");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You can request up to K25,000 in one payment.",
    );
  });
});

describe("a Zambian account scans", { timeout: 60_000 }, () => {
  it("a typed SangamPay number into a payment to that number", async () => {
    const { user, router } = await openScreen("/scan-pay");
    expect(screen.getByText(/Pay any SangamPay QR code: scan it with the camera/)).toBeVisible();
    await user.type(
      screen.getByRole("textbox", { name: "SangamPay number or payment link" }),
      "096 612 3456",
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Send to a SangamPay user" }),
    ).toBeVisible();
    expect(router.state.location.search).toMatchObject({ type: "phone", recipient: "966123456" });
    expect(screen.getByRole("textbox", { name: "Zambian mobile number" })).toHaveValue("966123456");
  });

  it("a SangamPay link with an amount into a prefilled payment", async () => {
    const { user } = await openScreen("/scan-pay");
    await user.type(
      screen.getByRole("textbox", { name: "SangamPay number or payment link" }),
      "sangampay://pay?to=260966123456&pn=Chanda%20Mulenga&am=120&cu=ZMW",
    );
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByRole("heading", { level: 1, name: "Send to a SangamPay user" });
    // The scan's toast says it too: the screen's own line is in main.
    expect(within(screen.getByRole("main")).getByText("Paying Chanda Mulenga")).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Amount/ })).toHaveValue("120");
  });

  it("says a UPI code is for Indian accounts, and its own number is its own", async () => {
    const { user } = await openScreen("/scan-pay");
    const field = screen.getByRole("textbox", { name: "SangamPay number or payment link" });
    await user.type(field, "upi://pay?pa=shop@okaxis&am=180");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(
      await screen.findByText(/This is a UPI code, which only Indian accounts can pay\./),
    ).toBeVisible();
    await user.clear(field);
    await user.type(field, "0971234567");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/This is your own SangamPay number/)).toBeVisible();
    await user.clear(field);
    await user.type(field, "12345");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(field).toHaveAccessibleDescription(
      "Enter a Zambian mobile number such as 097 123 4567, or paste a sangampay://pay link.",
    );
  });

  it("points to the SangamPay number, not a UPI ID, when the camera cannot open", async () => {
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: undefined });
    try {
      await openScreen("/scan-pay");
      const camera = screen.getByText(/This browser cannot open the camera here/);
      expect(camera).toHaveTextContent(
        "Upload a picture of the QR code or enter the SangamPay number below.",
      );
      expect(camera).not.toHaveTextContent(/UPI/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
