import { type HolderNameProblem, holderNameProblem, tidyHolderName } from "@repo/forms/holder-name";
import * as v from "valibot";

/** Schemas several route files share. */
export const Uuid = v.pipe(v.string(), v.uuid("Not an id."));
export const Country = v.picklist(["IN", "ZM"], "Choose India or Zambia.");
export const Pin = v.pipe(v.string(), v.regex(/^\d{6}$/, "A PIN is 6 digits."));
/** Money on the wire: minor units as a string of digits (bigint has no JSON form). */
export const MinorUnits = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,15}$/, "An amount is a whole number of paise or ngwee, above zero."),
);
export const Currency = v.picklist(["INR", "ZMW"]);
/** Another account, by mobile number or UPI ID. */
export const PayeeRef = v.union([
  v.object({ phone: v.pipe(v.string(), v.maxLength(20)) }),
  v.object({ upi: v.pipe(v.string(), v.maxLength(80)) }),
]);
export const Note = v.pipe(v.string(), v.maxLength(100, "A note is at most 100 characters."));

export const UserView = v.object({
  id: Uuid,
  phone: v.string(),
  country: Country,
  name: v.string(),
  upiId: v.string(),
  hasPin: v.boolean(),
  /** Whether the holder gave their name; false: still "SangamPay user NN" from the opening. */
  nameSet: v.boolean(),
});

const holderNameSays: Record<HolderNameProblem, string> = {
  required: "Enter your name.",
  tooShort: "A name is at least 2 characters.",
  tooLong: "A name is at most 80 characters.",
  letters: "A name is letters, with spaces and . ' - between words.",
  reserved: "A person's name cannot be SangamPay's own.",
};

/** A registered name (`@repo/forms/holder-name`), tidied: what payers will see. */
export const HolderName = v.pipe(
  v.string(),
  v.maxLength(400, "A name is at most 80 characters."),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? holderNameProblem(dataset.value) : null;
    if (problem) addIssue({ message: holderNameSays[problem] });
  }),
  v.transform(tidyHolderName),
);
