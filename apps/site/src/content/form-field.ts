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

/** The browser-checked limits each kind of field carries, so its own messages explain a bad entry. */
type NativeConstraints = {
  pattern?: string;
  inputMode?: "tel" | "email" | "text";
  minLength?: number;
  maxLength?: number;
};

/**
 * A phone number in India or Zambia, with or without its country code: 7 to 20 characters of
 * digits, spaces and dashes, an optional leading "+", starting and ending with a digit.
 */
export const PHONE_PATTERN = String.raw`\+?[0-9][0-9 \-]{5,18}[0-9]`;

const constraintsByType: Record<FormFieldSpec["type"], NativeConstraints> = {
  tel: { pattern: PHONE_PATTERN, inputMode: "tel", minLength: 7, maxLength: 20 },
  email: { inputMode: "email", maxLength: 254 },
  text: { minLength: 2, maxLength: 120 },
  textarea: { maxLength: 2000 },
  select: {},
};

/** The native constraints of a field of this type. */
export const nativeConstraints = (type: FormFieldSpec["type"]) => constraintsByType[type];
