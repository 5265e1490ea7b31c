import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

test("the support chat answers from the help topics and hands the rest to the team by e-mail", async ({
  page,
}) => {
  await page.goto("/profile/support");
  const chat = page.getByRole("region", { name: "Chat with us" });
  const log = chat.getByRole("log", { name: "Conversation" });
  await expect(log).toContainText("Hello! What can we help you with?");
  const question = chat.getByLabel("Your question");
  const send = chat.getByRole("button", { name: "Send", exact: true });
  await expect(send).toBeDisabled();

  await question.fill("My payment failed yesterday");
  await send.click();
  await expect(question).toHaveValue("");
  await expect(log.getByRole("paragraph").nth(1)).toHaveText("You: My payment failed yesterday");
  await expect(log.getByRole("paragraph").nth(2)).toContainText(
    "Failed payments are reversed automatically",
  );

  await chat.getByRole("button", { name: "How do I change my PIN?" }).click();
  await expect(log.getByRole("paragraph").nth(4)).toContainText(
    "Go to Profile, then Security, and choose Change PIN.",
  );

  await question.fill("Do you sponsor <b>cricket</b> teams?");
  await question.press("Enter");
  await expect(log.getByRole("paragraph").nth(5)).toHaveText(
    "You: Do you sponsor <b>cricket</b> teams?",
  );
  await expect(log.getByRole("paragraph").nth(6)).toContainText(
    "I don't have an answer to that here.",
  );
  await expect(log.getByRole("link", { name: "E-mail this question to our team" })).toHaveAttribute(
    "href",
    "mailto:support@sangampay.example?subject=A%20question%20from%20the%20SangamPay%20app&body=Do%20you%20sponsor%20%3Cb%3Ecricket%3C%2Fb%3E%20teams%3F",
  );
  await expectAccessible(page);
});

test("the support chat answers in the language shown", async ({ page }) => {
  await page.goto("/profile/support?lang=hi");
  const chat = page.getByRole("region", { name: "हमसे चैट करें" });
  await chat.getByLabel("आपका सवाल").fill("PIN कैसे बदलूँ");
  await chat.getByRole("button", { name: "भेजें", exact: true }).click();
  await expect(chat.getByRole("log")).toContainText("प्रोफ़ाइल में जाएँ, फिर सुरक्षा, और PIN बदलें चुनें।");
});
