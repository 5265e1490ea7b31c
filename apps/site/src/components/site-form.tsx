import type { LeadForm, Problem } from "@repo/forms/leads";
import copy from "@repo/i18n/locales/en/site/forms.json";
import { Button } from "@repo/ui/components/button";
import { Input, Select, Textarea } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { CircleAlert } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { type FormFieldSpec, inputModes } from "../content/form-field";
import { addSiteCopy } from "../lib/i18n";
import { useHydrated } from "../lib/use-hydrated";

addSiteCopy("forms", copy);

export type FieldCopy = {
  label: string;
  placeholder?: string;
  /** Labels of a select's options, by value. */
  options?: Record<string, string>;
};

export type FormValues = Record<string, string>;

type SiteFormProps = {
  /** Which of the site's forms this is: its rules (@repo/forms) and where it is sent. */
  form: LeadForm;
  fields: readonly FormFieldSpec[];
  copy: Record<string, FieldCopy>;
  submitLabel: string;
  /** Called with the entered values once they are checked and (with an API) received. */
  onSubmitted: (values: FormValues) => void;
  /** Clear every field after a submit (merchant and contact forms). */
  resetOnSubmit?: boolean;
  /** Values to fill in once on the client, e.g. a subject from the query string. */
  prefill?: FormValues;
  "aria-label"?: string;
  className?: string;
};

/** The rules and the sender: fetched once the visitor reaches a form (lib/form-logic.ts). */
const loadLogic = () => import("../lib/form-logic");

/** The hidden field only programs fill in (the API answers them as people and stores nothing). */
const HONEYPOT = "website";

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "refused" }
  | { kind: "failed" }
  | { kind: "rateLimited"; minutes: number };

/**
 * The site's three forms (merchant inquiry, contact, waitlist): labelled fields with visible
 * required marks, checked on submit with the rules the API enforces (@repo/forms), each refusal
 * written under its field. With an API (VITE_API_URL) the values are sent, under an id kept for
 * retries; when nothing could be sent the form keeps every value, says so and offers to try
 * again. Without one (the local build) a valid submit logs the values to the console.
 */
export function SiteForm({
  form,
  fields,
  copy: fieldCopy,
  submitLabel,
  onSubmitted,
  resetOnSubmit = false,
  prefill,
  className,
  ...rest
}: SiteFormProps) {
  const { t, i18n } = useTranslation("site", { keyPrefix: "forms" });
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const prefillKey = JSON.stringify(prefill ?? {});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // The id of the submission being tried, kept while its values stay the same (retries).
  const attempt = useRef<{ id: string; values: string } | null>(null);
  const sending = useRef(false);
  // The prerendered form cannot send (the page has no server of its own): its button waits for
  // the scripts, so an early click neither reloads the page with the values in its address nor
  // skips the checks.
  const hydrated = useHydrated();

  const language = i18n.language === "te" ? "te" : "en";
  /** This form's rules, saying each refusal in the page's language. */
  async function rules() {
    const logic = await loadLogic();
    const say = (problem: Problem, values: Record<string, string | number>) =>
      t(`problems.${problem}`, values);
    return { logic, schema: logic.leadSchemas(say)[form] };
  }

  // Fetch the rules as soon as someone reaches the form, so they are there by the first submit.
  useEffect(() => {
    const element = formRef.current;
    const load = () => void loadLogic();
    element?.addEventListener("focusin", load, { once: true });
    return () => element?.removeEventListener("focusin", load);
  }, []);

  useEffect(() => {
    const element = formRef.current;
    if (!element) return;
    for (const [field, value] of Object.entries(JSON.parse(prefillKey) as FormValues)) {
      const control = element.elements.namedItem(field);
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.value === ""
      ) {
        control.value = value;
      }
    }
  }, [prefillKey]);

  function currentValues(element: HTMLFormElement): FormValues {
    const values: FormValues = {};
    new FormData(element).forEach((value, key) => {
      if (key !== HONEYPOT) values[key] = typeof value === "string" ? value : value.name;
    });
    return values;
  }

  /** Shows `found` under the fields and moves focus to the first refused one. */
  function refuse(element: HTMLFormElement, found: Record<string, string>) {
    setProblems(found);
    const first = fields.find((field) => found[field.name]);
    const control = first && element.elements.namedItem(first.name);
    if (control instanceof HTMLElement) control.focus();
  }

  // Once a field is refused, its message follows what is typed (and the country it depends on).
  async function recheck(element: HTMLFormElement) {
    if (Object.keys(problems).length === 0) return;
    const { logic, schema } = await rules();
    const found = logic.fieldProblems(schema, currentValues(element)) ?? {};
    setProblems((shown) =>
      Object.fromEntries(
        Object.keys(shown)
          .filter((name) => found[name])
          .map((name) => [name, found[name]!]),
      ),
    );
  }

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    const values = currentValues(element);
    const { logic, schema } = await rules();
    const found = logic.fieldProblems(schema, values);
    if (found) {
      setStatus({ kind: "idle" });
      refuse(element, found);
      return;
    }
    setProblems({});

    const base = logic.apiBase();
    if (base) {
      const key = JSON.stringify(values);
      if (attempt.current?.values !== key) {
        attempt.current = { id: logic.newSubmissionId(), values: key };
      }
      sending.current = true;
      setStatus({ kind: "sending" });
      const honeypot = element.elements.namedItem(HONEYPOT);
      const result = await logic.sendLead(base, form, {
        submissionId: attempt.current.id,
        language,
        formVersion: logic.formVersions[form],
        website: honeypot instanceof HTMLInputElement ? honeypot.value : "",
        fields: values,
      });
      sending.current = false;
      if (result.outcome === "refused") {
        // The page's own sentence where the rules agree, else the server's.
        const local = logic.fieldProblems(schema, values) ?? {};
        const shown = Object.fromEntries(
          Object.entries(result.fields).map(([name, message]) => [name, local[name] ?? message]),
        );
        setStatus({ kind: "refused" });
        refuse(element, shown);
        return;
      }
      if (result.outcome === "rateLimited") {
        setStatus({ kind: "rateLimited", minutes: Math.ceil(result.retryAfterSeconds / 60) });
        return;
      }
      if (result.outcome === "failed") {
        if (result.idTaken) attempt.current = null;
        setStatus({ kind: "failed" });
        return;
      }
      attempt.current = null;
    } else {
      console.info(`${form} form submitted`, values);
    }
    setStatus({ kind: "idle" });
    if (resetOnSubmit) element.reset();
    onSubmitted(values);
  }

  const statusId = `${idPrefix}-status`;
  const notSent =
    status.kind === "failed"
      ? t("send.failed")
      : status.kind === "refused"
        ? t("send.refused")
        : status.kind === "rateLimited"
          ? t("send.rateLimited", { count: status.minutes })
          : null;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      onChange={(event) => void recheck(event.currentTarget)}
      aria-busy={status.kind === "sending"}
      className={cn("grid gap-5 sm:grid-cols-2", className)}
      {...rest}
    >
      {fields.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        const problemId = `${id}-problem`;
        const problem = problems[field.name];
        const text = fieldCopy[field.name] ?? { label: field.name };
        const common = {
          id,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          "aria-invalid": problem ? true : undefined,
          "aria-describedby": problem ? problemId : undefined,
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
              <Textarea {...common} placeholder={text.placeholder} rows={4} />
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
                type={field.type}
                inputMode={inputModes[field.type]}
                placeholder={text.placeholder}
              />
            )}
            {problem ? (
              <p id={problemId} className="text-sm font-medium text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* Off-screen and out of the accessibility tree and tab order: people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT}`}>{t("honeypot")}</label>
        <input
          id={`${idPrefix}-${HONEYPOT}`}
          name={HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2">
        <Button
          type="submit"
          size="lg"
          disabled={!hydrated}
          className="w-full sm:w-auto sm:self-start"
          aria-describedby={notSent ? statusId : undefined}
        >
          {status.kind === "sending" ? t("send.sending") : submitLabel}
        </Button>
        <div role="alert" id={statusId} className="empty:hidden">
          {notSent ? (
            <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 sm:flex-row sm:items-center">
              <p className="flex flex-1 gap-2 text-sm font-medium">
                <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
                {notSent}
              </p>
              {status.kind === "failed" ? (
                <Button type="submit" variant="outline">
                  {t("send.retry")}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </form>
  );
}
