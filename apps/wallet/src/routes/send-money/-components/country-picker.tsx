import { type Corridor, countryName, searchCorridors } from "@repo/pricing/corridors";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { focusRing } from "../../../components/kit/focus";
import { ListCard } from "../../../components/kit/list-card";

type CountryPickerProps = {
  value: Corridor;
  /** Every country the home currency sends to; with only one there is nothing to change. */
  list: readonly Corridor[];
  onChange: (country: string) => void;
};

/**
 * The destination: the chosen country with "Change country", which opens a search by name (in
 * the reader's language or English) or currency code over every country we send to, Zambia
 * first. Picking one closes the list and returns focus to "Change country".
 */
export function CountryPicker({ value, list, onChange }: CountryPickerProps) {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "international.country" });
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const language = i18n.language;
  const nameOf = (corridor: Corridor) => countryName(corridor, language);
  const matches = searchCorridors(query, nameOf, list);

  // Opened on purpose by the button just pressed: typing starts in the search box.
  useEffect(() => {
    if (open) search.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setQuery("");
    toggle.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-semibold">{t("legend")}</legend>
      <div className="flex items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3">
        <span className="min-w-0 font-medium break-words">
          {t("option", { country: nameOf(value), currency: value.currency })}
        </span>
        {list.length > 1 ? (
          <Button
            ref={toggle}
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls="country-list"
            onClick={() => (open ? close() : setOpen(true))}
          >
            {open ? t("close", { country: nameOf(value) }) : t("change")}
          </Button>
        ) : null}
      </div>
      {open ? (
        <div id="country-list" className="flex flex-col gap-2">
          <Label htmlFor="country-search">{t("search")}</Label>
          <Input
            id="country-search"
            type="search"
            autoComplete="off"
            spellCheck={false}
            ref={search}
            aria-describedby="country-search-hint country-results"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id="country-search-hint" className="text-sm text-muted-foreground">
            {t("searchHint", { count: list.length })}
          </p>
          <p id="country-results" role="status" className="text-sm font-medium">
            {matches.length > 0
              ? t("results", { count: matches.length })
              : t("none", { query: query.trim() })}
          </p>
          {matches.length > 0 ? (
            <ListCard className="max-h-72 overflow-y-auto">
              {matches.map((corridor) => {
                const chosen = corridor.country === value.country;
                return (
                  <li key={corridor.country}>
                    <button
                      type="button"
                      aria-current={chosen ? "true" : undefined}
                      className={`flex min-h-12 w-full items-center justify-between gap-3 px-4 py-2 text-left hover:bg-muted ${focusRing.inset} aria-[current]:bg-secondary`}
                      onClick={() => {
                        onChange(corridor.country);
                        close();
                      }}
                    >
                      <span>
                        {t("option", { country: nameOf(corridor), currency: corridor.currency })}
                      </span>
                      {chosen ? <Check aria-hidden="true" className="size-5 shrink-0" /> : null}
                    </button>
                  </li>
                );
              })}
            </ListCard>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
