import contactCopy from "@repo/i18n/locales/en/site/contact.json";
import waitlistCopy from "@repo/i18n/locales/en/site/waitlist.json";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { contactFormFields } from "../content/contact";
import { waitlistFormFields } from "../content/waitlist";
import { i18n } from "../lib/i18n";
import { SiteForm } from "./site-form";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

const contact = {
  Name: "Chanda Mwila",
  Email: "chanda@example.com",
  "Phone (optional)": "98345 67892",
  Subject: "Sending money to Lusaka",
  Message: "Which banks in Zambia can receive transfers?",
};

function renderContact(props: Partial<React.ComponentProps<typeof SiteForm>> = {}) {
  const onSubmitted = vi.fn();
  render(
    <SiteForm
      form="contact"
      aria-label="Send us a message"
      fields={contactFormFields}
      copy={contactCopy.form.fields}
      submitLabel="Send Message"
      onSubmitted={onSubmitted}
      resetOnSubmit
      {...props}
    />,
  );
  return onSubmitted;
}

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const control = screen.getByLabelText(label, { exact: false, selector: "input, textarea" });
    await userEvent.clear(control);
    if (value) await userEvent.type(control, value);
  }
}

const send = () => userEvent.click(screen.getByRole("button", { name: "Send Message" }));

describe("SiteForm's fields", () => {
  it("labels every field and marks the required ones", () => {
    renderContact();
    expect(screen.getByLabelText("Name*")).toBeRequired();
    expect(screen.getByLabelText("Email*")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Email*")).toHaveAttribute("inputmode", "email");
    expect(screen.getByLabelText("Phone (optional)")).toHaveAttribute("type", "tel");
    expect(screen.getByLabelText("Phone (optional)")).not.toBeRequired();
  });

  it("keeps the honeypot out of sight, of the tab order and of the accessibility tree", () => {
    renderContact();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole("textbox", { name: "Leave this field empty" })).toBeNull();
  });

  it("fills in a prefill as plain text", () => {
    renderContact({ prefill: { subject: "<b>Demo</b>" } });
    expect(screen.getByLabelText("Subject*")).toHaveValue("<b>Demo</b>");
    expect(document.querySelector("b")).toBeNull();
  });
});

describe("SiteForm's checks (the rules the API enforces)", () => {
  it("refuses x@y and a seven-digit phone under their fields, focusing the first, keeping every value", async () => {
    const onSubmitted = renderContact();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await fill({ ...contact, Email: "x@y", "Phone (optional)": "1234567" });
    await send();

    const email = screen.getByLabelText("Email*");
    // The check runs once the click is handled, not within it: waited for, not assumed (a busy
    // machine's run saw the button still focused).
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com.");
    expect(screen.getByLabelText("Phone (optional)")).toHaveAccessibleDescription(
      "Enter a mobile number from India or Zambia, or any number with its country code (starting with +).",
    );
    expect(screen.getByLabelText("Name*")).not.toHaveAttribute("aria-invalid");
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(info).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Subject*")).toHaveValue(contact.Subject);
  });

  it("says what is missing in an empty form, and each message goes once its field is right", async () => {
    renderContact();
    await send();
    await waitFor(() => expect(screen.getByLabelText("Name*")).toHaveFocus());
    expect(screen.getAllByText("Fill in this field.")).toHaveLength(4);
    await userEvent.type(screen.getByLabelText("Name*"), "Chanda");
    await waitFor(() => expect(screen.getAllByText("Fill in this field.")).toHaveLength(3));
    expect(screen.getByLabelText("Name*")).not.toHaveAttribute("aria-invalid");
  });

  it("holds the waitlist's mobile to the chosen country, in the page's language", async () => {
    render(
      <SiteForm
        form="waitlist"
        fields={waitlistFormFields}
        copy={waitlistCopy.form.fields}
        submitLabel="Join Waitlist"
        onSubmitted={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText("Full Name*"), "Mutale Banda");
    await userEvent.type(screen.getByLabelText("Email*"), "mutale@example.com");
    await userEvent.type(screen.getByLabelText("Mobile Number*"), "+260 97 123 4567");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "india");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "I will use SangamPay for" }),
      "both",
    );
    await userEvent.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(screen.getByLabelText("Mobile Number*")).toHaveAccessibleDescription(
      "Enter an Indian mobile number: 10 digits, with or without +91.",
    );
    // Choosing the number's country is enough to clear it.
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Country" }), "zambia");
    expect(screen.getByLabelText("Mobile Number*")).not.toHaveAttribute("aria-invalid");
  });

  it("writes its refusals in Telugu on a Telugu page", async () => {
    const { ensureLanguage } = await import("@repo/i18n/create-i18n");
    const { siteI18n } = await import("@repo/i18n/site");
    await ensureLanguage(i18n, siteI18n, "te");
    await act(() => i18n.changeLanguage("te"));
    try {
      renderContact();
      await fill({ ...contact, Email: "ravi@sharmastores" });
      await send();
      expect(screen.getByText("name@example.com లాంటి ఇ-మెయిల్ చిరునామా ఇవ్వండి.")).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});

describe("SiteForm in the local build (no VITE_API_URL)", () => {
  it("logs and hands over the values of a valid form, then clears it, sending nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const onSubmitted = renderContact();
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    await fill(contact);
    await send();
    const values = {
      name: contact.Name,
      email: contact.Email,
      phone: contact["Phone (optional)"],
      subject: contact.Subject,
      message: contact.Message,
    };
    expect(onSubmitted).toHaveBeenCalledWith(values);
    expect(info).toHaveBeenCalledWith("contact form submitted", values);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Name*")).toHaveValue("");
  });
});

describe("SiteForm with an API (VITE_API_URL=/api)", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.stubEnv("VITE_API_URL", "/api");
    fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
  });

  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
  const received = answer(200, { status: "received", message: { title: "", description: "" } });
  const sentBody = (call: number) =>
    JSON.parse((fetch.mock.calls[call]![1] as RequestInit).body as string) as {
      submissionId: string;
      fields: Record<string, string>;
    };

  it("posts the values with an id, the page's language and the form's version, then clears", async () => {
    fetch.mockResolvedValueOnce(received);
    const onSubmitted = renderContact();
    await fill(contact);
    await send();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/leads/contact");
    expect(init.method).toBe("POST");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    const { submissionId, ...body } = JSON.parse(init.body as string) as Record<string, unknown>;
    expect(submissionId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(body).toEqual({
      language: "en",
      formVersion: 2,
      website: "",
      fields: {
        name: contact.Name,
        email: contact.Email,
        phone: contact["Phone (optional)"],
        subject: contact.Subject,
        message: contact.Message,
      },
    });
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Name*")).toHaveValue("");
  });

  it("says nothing was sent when the API cannot be reached, keeps every value, and retries with the same id", async () => {
    fetch.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(received);
    const onSubmitted = renderContact();
    await fill(contact);
    await send();

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nothing was sent: SangamPay couldn't take it just now. Everything you typed is still here.",
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(contact)) {
      expect(
        screen.getByLabelText(label, { exact: false, selector: "input, textarea" }),
      ).toHaveValue(value);
    }
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(sentBody(1).submissionId).toBe(sentBody(0).submissionId);
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("makes a new id when the values change after a failure, and for the next message", async () => {
    fetch
      .mockResolvedValueOnce(answer(503, { error: { code: "unavailable", message: "" } }))
      .mockResolvedValueOnce(received)
      .mockResolvedValueOnce(received);
    renderContact();
    await fill(contact);
    await send();
    await screen.findByRole("button", { name: "Try again" });
    await fill({ Subject: "Sending money to Ndola" });
    await send();
    expect(sentBody(1).submissionId).not.toBe(sentBody(0).submissionId);
    await fill(contact);
    await send();
    expect(sentBody(2).submissionId).not.toBe(sentBody(1).submissionId);
  });

  it("shows the server's refusal under each field it names", async () => {
    fetch.mockResolvedValueOnce(
      answer(400, {
        error: {
          code: "invalid_body",
          message: "The request body is not valid.",
          issues: [{ path: "fields.subject", message: "This subject is not allowed." }],
        },
      }),
    );
    const onSubmitted = renderContact();
    await fill(contact);
    await send();
    const subject = screen.getByLabelText("Subject*");
    expect(subject).toHaveFocus();
    expect(subject).toHaveAccessibleDescription("This subject is not allowed.");
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Nothing was sent: correct the fields marked below, then send again.",
    );
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it("says how long to wait when the address has sent too many", async () => {
    fetch.mockResolvedValueOnce(
      answer(429, { error: { code: "rate_limited", message: "" } }, { "Retry-After": "540" }),
    );
    renderContact();
    await fill(contact);
    await send();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Nothing was sent: too many forms came from your network. Try again in 9 minutes.",
    );
    expect(screen.getByLabelText("Message*")).toHaveValue(contact.Message);
  });

  it("sends what a program typed into the honeypot (the API then stores nothing)", async () => {
    fetch.mockResolvedValueOnce(received);
    renderContact();
    await fill(contact);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value =
      "https://spam.example";
    await send();
    expect(
      (JSON.parse((fetch.mock.calls[0]![1] as RequestInit).body as string) as { website: string })
        .website,
    ).toBe("https://spam.example");
  });
});
