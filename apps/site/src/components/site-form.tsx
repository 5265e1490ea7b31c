import { Button } from "@repo/ui/components/button";
import { Input, Select, Textarea } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { useEffect, useId, useRef } from "react";

import { type FormFieldSpec, nativeConstraints } from "../content/form-field";

export type FieldCopy = {
  label: string;
  placeholder?: string;
  /** Labels of a select's options, by value. */
  options?: Record<string, string>;
};

export type FormValues = Record<string, string>;

type SiteFormProps = {
  /** Names the form in the console log ("merchant inquiry"). */
  name: string;
  fields: readonly FormFieldSpec[];
  copy: Record<string, FieldCopy>;
  submitLabel: string;
  /** Called with the entered values once the browser's own validation has passed. */
  onSubmitted: (values: FormValues) => void;
  /** Clear every field after a submit (merchant and contact forms). */
  resetOnSubmit?: boolean;
  /** Values to fill in once on the client, e.g. a subject from the query string. */
  prefill?: FormValues;
  "aria-label"?: string;
  className?: string;
};

/**
 * The site's three forms (merchant inquiry, contact, waitlist): labelled fields with visible
 * required marks and the browser's native validation only (required, type, pattern, inputmode and length limits). These
 * forms hold no secrets and are sent nowhere: a valid submit logs the values to the console.
 */
export function SiteForm({
  name,
  fields,
  copy,
  submitLabel,
  onSubmitted,
  resetOnSubmit = false,
  prefill,
  className,
  ...rest
}: SiteFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const prefillKey = JSON.stringify(prefill ?? {});

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [field, value] of Object.entries(JSON.parse(prefillKey) as FormValues)) {
      const element = form.elements.namedItem(field);
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.value === ""
      ) {
        element.value = value;
      }
    }
  }, [prefillKey]);

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values: FormValues = {};
    new FormData(form).forEach((value, key) => {
      values[key] = typeof value === "string" ? value : value.name;
    });
    console.info(`${name} form submitted`, values);
    if (resetOnSubmit) form.reset();
    onSubmitted(values);
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
      {...rest}
    >
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const text = copy[field.name] ?? { label: field.name };
        const common = {
          id,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
        };
        return (
          <div
            key={field.name}
            className={cn("flex flex-col gap-2", field.wide && "sm:col-span-2")}
          >
            <Label htmlFor={id} required={field.required}>
              {text.label}
            </Label>
            {field.type === "textarea" ? (
              <Textarea
                {...common}
                {...nativeConstraints(field.type)}
                placeholder={text.placeholder}
                rows={4}
              />
            ) : field.type === "select" ? (
              <Select {...common} defaultValue="">
                <option value="">{text.placeholder}</option>
                {field.options?.map((option) => (
                  <option key={option} value={option}>
                    {text.options?.[option] ?? option}
                  </option>
                ))}
              </Select>
            ) : (
              <Input
                {...common}
                {...nativeConstraints(field.type)}
                type={field.type}
                placeholder={text.placeholder}
              />
            )}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
