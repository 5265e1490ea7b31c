/** One field of a site form, as a page's content module lists it. Its rules: @repo/forms. */
export type FormFieldSpec = {
  name: string;
  type: "text" | "email" | "tel" | "textarea" | "select";
  required?: boolean;
  autoComplete?: string;
  /** Option values of a select; their labels come from the field's copy. */
  options?: readonly string[];
  /** Spans both columns on wide screens. */
  wide?: boolean;
};

/** The keyboard a phone shows for each kind of field. */
export const inputModes = {
  tel: "tel",
  email: "email",
  text: "text",
  textarea: "text",
  select: undefined,
} as const satisfies Record<FormFieldSpec["type"], "tel" | "email" | "text" | undefined>;
