import * as v from "valibot";
import { describe, expect, it } from "vitest";

import { fieldProblems, leadSchemas, type Say } from "./leads";

/** Problems as `key {values}`, so a test reads which rule refused and with which figures. */
const say: Say = (problem, values) =>
  Object.keys(values).length ? `${problem} ${JSON.stringify(values)}` : problem;
const schemas = leadSchemas(say);

const waitlist = {
  fullName: "Mutale Banda",
  email: "mutale@example.com",
  mobile: "+260 97 123 4567",
  country: "zambia",
  useCase: "both",
};
const contact = {
  name: "చంద్ర శేఖర్",
  email: "chandra@example.in",
  phone: "",
  subject: "Sending money to Lusaka",
  message: "Which banks in Zambia\ncan receive transfers?",
};
const merchant = {
  businessName: "Sharma General Stores",
  contactName: "Ravi Sharma",
  email: "ravi@sharmastores.in",
  phone: "98765 43210",
  businessType: "Retail shop",
  message: "",
};

describe("the waitlist's rules", () => {
  it("accepts a complete entry and writes the mobile in E.164", () => {
    expect(v.parse(schemas.waitlist, waitlist)).toEqual({
      ...waitlist,
      mobile: "+260971234567",
    });
  });

  it.each([null, [], "entry", 7])(
    "refuses a body that is not an entry (%j) without throwing",
    (body) => {
      for (const form of ["waitlist", "contact", "merchant"] as const) {
        expect(v.safeParse(schemas[form], body).success).toBe(false);
      }
    },
  );

  it("trims what was typed", () => {
    const entry = v.parse(schemas.waitlist, {
      ...waitlist,
      fullName: "  Mutale Banda ",
      email: " mutale@example.com ",
    });
    expect(entry.fullName).toBe("Mutale Banda");
    expect(entry.email).toBe("mutale@example.com");
  });

  it.each([
    ["x@y", "no dot in the domain"],
    ["ravi@sharmastores", "no top-level domain"],
    ["mutale.example.com", "no @"],
    ["mutale@example.c", "a one-letter top-level domain"],
  ])("refuses the e-mail %s (%s)", (email) => {
    expect(fieldProblems(schemas.waitlist, { ...waitlist, email })).toEqual({ email: "email" });
  });

  it("holds the mobile to the chosen country's numbers", () => {
    expect(fieldProblems(schemas.waitlist, { ...waitlist, country: "india" })).toEqual({
      mobile: 'phoneIN {"callingCode":"+91","length":10,"trunkPrefix":"0"}',
    });
    expect(
      fieldProblems(schemas.waitlist, { ...waitlist, mobile: "98765 43210", country: "zambia" }),
    ).toEqual({ mobile: 'phoneZM {"callingCode":"+260","length":9,"trunkPrefix":"0"}' });
    expect(
      v.parse(schemas.waitlist, { ...waitlist, mobile: "+44 20 7946 0958", country: "other" })
        .mobile,
    ).toBe("+442079460958");
  });

  it("refuses a seven-digit mobile whatever the country, and every field at once", () => {
    expect(
      fieldProblems(schemas.waitlist, {
        fullName: "",
        email: "x@y",
        mobile: "1234567",
        country: "",
        useCase: "everything",
      }),
    ).toEqual({
      fullName: "required",
      email: "email",
      mobile: "phoneAny",
      country: "choice",
      useCase: "choice",
    });
  });

  it("says required, not a format, for an empty or missing field", () => {
    expect(fieldProblems(schemas.waitlist, { ...waitlist, mobile: "  ", email: "" })).toEqual({
      email: "required",
      mobile: "required",
    });
    expect(fieldProblems(schemas.waitlist, { country: "india" })).toMatchObject({
      fullName: "required",
      mobile: "required",
    });
  });

  it("bounds names in characters, Telugu included", () => {
    expect(fieldProblems(schemas.waitlist, { ...waitlist, fullName: "M" })).toEqual({
      fullName: 'tooShort {"min":2,"max":100}',
    });
    expect(fieldProblems(schemas.waitlist, { ...waitlist, fullName: "మ".repeat(101) })).toEqual({
      fullName: 'tooLong {"min":2,"max":100}',
    });
    expect(v.parse(schemas.waitlist, { ...waitlist, fullName: "మ".repeat(100) }).fullName).toBe(
      "మ".repeat(100),
    );
  });

  it("refuses a line break in a one-line field", () => {
    expect(fieldProblems(schemas.waitlist, { ...waitlist, fullName: "Mutale\nBanda" })).toEqual({
      fullName: "singleLine",
    });
  });
});

describe("the contact form's rules", () => {
  it("accepts a message without a phone (null), in Telugu, with line breaks", () => {
    expect(v.parse(schemas.contact, contact)).toEqual({ ...contact, phone: null });
    expect(v.parse(schemas.contact, { ...contact, phone: undefined }).phone).toBeNull();
  });

  it("checks a phone when one is given", () => {
    expect(fieldProblems(schemas.contact, { ...contact, phone: "1234567" })).toEqual({
      phone: "phoneAny",
    });
    expect(v.parse(schemas.contact, { ...contact, phone: "+91 98345 67892" }).phone).toBe(
      "+919834567892",
    );
  });

  it("requires a subject and a message of at most 2000 characters", () => {
    expect(
      fieldProblems(schemas.contact, { ...contact, subject: " ", message: "x".repeat(2001) }),
    ).toEqual({ subject: "required", message: 'tooLong {"min":1,"max":2000}' });
  });
});

describe("the merchant form's rules", () => {
  it("accepts an inquiry without a message", () => {
    expect(v.parse(schemas.merchant, merchant)).toEqual({
      ...merchant,
      phone: "+919876543210",
      message: null,
    });
  });

  it("refuses what the issue found: ravi@sharmastores and a seven-digit phone", () => {
    expect(
      fieldProblems(schemas.merchant, {
        ...merchant,
        email: "ravi@sharmastores",
        phone: "1234567",
      }),
    ).toEqual({ email: "email", phone: "phoneAny" });
  });

  it("refuses a field of the wrong type as required, never a crash", () => {
    expect(fieldProblems(schemas.merchant, { ...merchant, businessName: 42 })).toEqual({
      businessName: "required",
    });
  });
});
