/** One field of a site form, as a page's content module lists it. */
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
