import { homeCountries } from "@repo/pricing/home-countries";
import * as v from "valibot";

import { phoneE164, type PhoneRegion } from "./phone";
import { type LeadForm, waitlistCountries, type WaitlistCountry, waitlistUseCases } from "./values";

export {
  formVersions,
  type LeadForm,
  leadForms,
  waitlistCountries,
  waitlistUseCases,
} from "./values";

/**
 * The site's three forms (waitlist, contact, merchant inquiry): one set of rules that the browser
 * shows and the API enforces. Wording is not here: each problem is a key that the caller turns
 * into words (`say`), the site in the page's language, the API in English.
 */
/** Lengths in characters (after trimming). */
export const fieldLimits = {
  /** A person's name. */
  name: { min: 2, max: 100 },
  /** One line of text: a business name or type, a subject. */
  line: { min: 2, max: 120 },
  /** A message. */
  message: { min: 0, max: 2000 },
  /** RFC 5321's longest deliverable address. */
  email: { min: 0, max: 254 },
} as const;

/** Where a waitlist member's mobile number must be from, by the country they chose. */
const regionOfCountry: Record<WaitlistCountry, PhoneRegion> = {
  india: "IN",
  zambia: "ZM",
  other: "any",
};

export type Problem =
  | "required"
  | "tooShort"
  | "tooLong"
  | "singleLine"
  | "email"
  | "choice"
  | "phoneIN"
  | "phoneZM"
  | "phoneAny";

/** The values a problem's sentence may use (`{{max}}`, `{{length}}`, `{{callingCode}}`). */
export type ProblemValues = Record<string, string | number>;

/** Turns a problem into the sentence a person reads. */
export type Say = (problem: Problem, values: ProblemValues) => string;

/** What a phone problem's sentence says about the numbers it wants. */
export function phoneProblem(region: PhoneRegion): [Problem, ProblemValues] {
  if (region === "any") return ["phoneAny", {}];
  const { callingCode, length, trunkPrefix } = homeCountries[region].mobile;
  return [region === "IN" ? "phoneIN" : "phoneZM", { callingCode, length, trunkPrefix }];
}

/** Control characters: none in a one-line field, only line breaks and tabs in a message. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/** One issue per field at most: the first rule it breaks. */
const firstIssue = <T extends v.GenericSchema>(schema: T) =>
  v.config(schema, { abortPipeEarly: true });

/** The three forms' field schemas, with `say` giving each refusal its sentence. */
export function leadSchemas(say: Say) {
  const required = say("required", {});
  const text = (limits: { min: number; max: number }, multiline = false) =>
    firstIssue(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.minLength(limits.min, say("tooShort", limits)),
        v.maxLength(limits.max, say("tooLong", limits)),
        v.check(
          (value) => !(multiline ? CONTROL_BUT_LINES : CONTROL).test(value),
          say("singleLine", {}),
        ),
      ),
    );
  /** An optional field: empty (or absent) becomes null; anything else follows `rule`. */
  const optional = <T extends v.GenericSchema<string, unknown>>(rule: T) =>
    v.pipe(
      v.optional(v.string(required), ""),
      v.trim(),
      v.transform((value) => (value === "" ? null : value)),
      v.nullable(rule),
    );
  const email = firstIssue(
    v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(fieldLimits.email.max, say("tooLong", fieldLimits.email)),
      v.email(say("email", {})),
    ),
  );
  const phone = (region: PhoneRegion) => {
    const [problem, values] = phoneProblem(region);
    return firstIssue(
      v.pipe(
        v.string(required),
        v.trim(),
        v.nonEmpty(required),
        v.check((typed) => phoneE164(typed, region) !== undefined, say(problem, values)),
        v.transform((typed) => phoneE164(typed, region)!),
      ),
    );
  };
  const choice = <const T extends readonly string[]>(values: T) =>
    v.picklist(values, say("choice", {}));

  // A missing field reads as an empty one: "required".
  const waitlist = v.pipe(
    v.object(
      {
        fullName: text(fieldLimits.name),
        email,
        // Any number at first; the chosen country then narrows it (below).
        mobile: v.pipe(v.string(required), v.trim()),
        country: choice(waitlistCountries),
        useCase: choice(waitlistUseCases),
      },
      required,
    ),
    // Runs even when other fields are refused, so every refusal shows at once.
    v.rawCheck(({ dataset, addIssue }) => {
      // Not an object at all (null, a list): the object's own check has refused it already.
      if (typeof dataset.value !== "object" || dataset.value === null) return;
      const entry = dataset.value as Record<string, unknown>;
      const mobile = entry.mobile;
      const mobileRefused = dataset.issues?.some((issue) => v.getDotPath(issue) === "mobile");
      if (typeof mobile !== "string" || mobileRefused) return;
      const country = waitlistCountries.find((name) => name === entry.country);
      const region = country ? regionOfCountry[country] : "any";
      const [problem, values] = phoneProblem(region);
      const message =
        mobile === "" ? required : phoneE164(mobile, region) ? undefined : say(problem, values);
      if (message) addIssue({ message, path: [pathTo(entry, "mobile")] });
    }),
    v.transform((entry) => ({
      ...entry,
      mobile: phoneE164(entry.mobile, regionOfCountry[entry.country])!,
    })),
  );

  const contact = v.object(
    {
      name: text(fieldLimits.name),
      email,
      phone: optional(phone("any")),
      subject: text(fieldLimits.line),
      message: text({ ...fieldLimits.message, min: 1 }, true),
    },
    required,
  );

  const merchant = v.object(
    {
      businessName: text(fieldLimits.line),
      contactName: text(fieldLimits.name),
      email,
      phone: phone("any"),
      businessType: text(fieldLimits.line),
      message: optional(text({ ...fieldLimits.message, min: 1 }, true)),
    },
    required,
  );

  return { waitlist, contact, merchant } as const;
}

/** An object-path item for `addIssue`, pointing at one key of the checked object. */
function pathTo(input: Record<string, unknown>, key: string) {
  return { type: "object", origin: "value", input, key, value: input[key] } as const;
}

export type LeadSchemas = ReturnType<typeof leadSchemas>;
export type LeadFields<F extends LeadForm> = v.InferOutput<LeadSchemas[F]>;

/** The refusals of a form's values, one sentence per field (the first rule each field breaks). */
export function fieldProblems(
  schema: v.GenericSchema,
  values: unknown,
): Record<string, string> | null {
  const result = v.safeParse(schema, values);
  if (result.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? "";
    problems[key] ??= issue.message;
  }
  return problems;
}
