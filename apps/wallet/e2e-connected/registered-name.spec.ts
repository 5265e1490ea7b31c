import { expect, expectAccessible, test } from "@repo/e2e/fixtures";

import { toastTitled } from "../e2e/helpers";
import { newPhoneWith, phoneOf, registeredNameOf, summaryRow } from "./phones";

/**
 * A new account on the connected wallet is "SangamPay user NN" until its holder gives their name,
 * once, on Personal details (the dashboard reminds them); from then on it is what payers see
 * before their PIN.
 */

const newPhone = newPhoneWith("94");

test("a new holder gives their name once; the dashboard greets it and a payer sees it", async ({
  browser,
}) => {
  test.slow();
  const [aPhone, bPhone] = [newPhone(), newPhone()];
  const a = await phoneOf(browser, aPhone);
  const opened = registeredNameOf(aPhone);

  const reminder = a.getByRole("region", { name: "Add your name" });
  await expect(reminder).toContainText(`People you pay see “${opened}”.`);
  await reminder.getByRole("link", { name: "Add your name" }).click();
  await expect(a.getByRole("heading", { level: 1, name: "Personal details" })).toBeVisible();
  const form = a.getByRole("region", { name: "Your name" });
  await expect(form).toContainText(`see “${opened}” until you give your name`);
  await expectAccessible(a);

  // Not a name: said, nothing sent, what was typed kept.
  const field = form.getByLabel("Full name");
  await field.fill("Asha 2");
  await form.getByRole("button", { name: "Save my name" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Use letters, with spaces and . ' - between words.",
  );
  await expect(field).toHaveValue("Asha 2");

  await field.fill("Asha Rao");
  await form.getByRole("button", { name: "Save my name" }).click();
  await expect(toastTitled(a, "Name saved. People now see Asha Rao.")).toBeVisible();
  // The form is gone (a name is given once); focus rests on the name it kept.
  await expect(form).toHaveCount(0);
  await expect(a.getByText("Asha Rao", { exact: true })).toBeFocused();

  await a.goto("/dashboard");
  await expect(a.getByRole("heading", { level: 1 })).toContainText("Asha Rao");
  await expect(a.getByRole("region", { name: "Add your name" })).toHaveCount(0);

  // Another phone paying A's number reads the given name before its PIN.
  const b = await phoneOf(browser, bPhone);
  await b.goto("/send-money/enter-details?type=phone");
  await b.getByLabel("Mobile number").fill(aPhone);
  await b.getByRole("button", { name: "Set amount to ₹500" }).click();
  await b.getByRole("button", { name: "Continue" }).click();
  await expect(summaryRow(b, "Registered name")).toHaveText("Asha Rao");
});
