import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { Field } from "../../components/kit/field";
import { useHomeCountry } from "../../hooks/use-home-country";
import {
  idExample,
  idLast4,
  idNumberProblem,
  type IdProblem,
  type IdType,
  idTypesOf,
  isLettered,
} from "../../lib/kyc";

/** The first step: a government ID of the home country, its type and number, checked for shape. */
export function IdStep({ onDone }: { onDone: (idType: IdType, last4: string) => void }) {
  const { t } = useTranslation("wallet", { keyPrefix: "kyc.id" });
  const idTypes = idTypesOf(useHomeCountry().code);
  const [idType, setIdType] = useState<IdType>(idTypes[0]!);
  const [number, setNumber] = useState("");
  const [problem, setProblem] = useState<IdProblem | null>(null);
  const id = useId();
  const example = idExample(idType);

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const found = idNumberProblem(idType, number);
        if (found) return setProblem(found);
        onDone(idType, idLast4(number));
      }}
    >
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("typeLabel")}</legend>
        {idTypes.map((type) => (
          <label
            key={type}
            className="flex min-h-12 items-center gap-3 rounded-xl border bg-card px-4 has-checked:border-primary"
          >
            <input
              type="radio"
              name="idType"
              value={type}
              checked={idType === type}
              onChange={() => {
                setIdType(type);
                setProblem(null);
              }}
              className="size-4 accent-primary"
            />
            {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-number`}
        label={t("numberLabel")}
        hint={problem ? undefined : t("hint", { example })}
        error={
          problem === "shape"
            ? t(`invalid.${idType}`, { example })
            : problem
              ? t(`invalid.${problem}`)
              : ""
        }
      >
        <Input
          value={number}
          autoComplete="off"
          inputMode={isLettered(idType) ? "text" : "numeric"}
          onChange={(event) => {
            setNumber(event.target.value);
            setProblem(null);
          }}
        />
      </Field>
      <Button type="submit" size="lg" disabled={number.trim() === ""}>
        {t("continue")}
      </Button>
    </form>
  );
}
