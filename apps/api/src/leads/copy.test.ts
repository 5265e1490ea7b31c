import { describe, expect, it } from "vitest";

import { fill, successMessage, waitlistConfirmation } from "./copy.ts";

describe("the API's words", () => {
  it("answers each form with the spec's toast, word for word", () => {
    expect(successMessage("waitlist", "en")).toEqual({
      title: "You're on the list!",
      description: "We'll be in touch soon.",
    });
    expect(successMessage("contact", "en")).toEqual({
      title: "Message Sent!",
      description: "We'll get back to you within 24 hours.",
    });
    expect(successMessage("merchant", "en")).toEqual({
      title: "Application Submitted!",
      description: "Our team will contact you within 24 hours.",
    });
  });

  it("writes the name and the link into the e-mail, as text", () => {
    const mail = waitlistConfirmation("en", {
      name: "<b>Mutale</b>",
      unsubscribeUrl: "https://sangampay.example/unsubscribe#token=abc",
    });
    expect(mail.subject).toBe("You're on the SangamPay waitlist");
    expect(mail.text).toBe(
      [
        "Hello <b>Mutale</b>,",
        "You're on the list! We'll be in touch soon.",
        "Thank you for joining the SangamPay waitlist. We'll write to you when the app launches.",
        "The SangamPay team",
        "--",
        "Don't want these e-mails? Unsubscribe here: https://sangampay.example/unsubscribe#token=abc",
      ].join("\n\n"),
    );
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fill("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });
});
