import { useTranslation } from "react-i18next";

import { focusRing } from "../../components/kit/focus";
import { ListCard } from "../../components/kit/list-card";
import { RadioList } from "../../components/kit/radio-list";
import { NamedSentence } from "../../components/shell-figure";
import { useOwnAccount } from "../../hooks/use-own-account";
import type { SplitMode } from "../../lib/split";
import type { Person } from "../../stores/requests-store";
import { usePersonName } from "./person-name";

/** Who shares the bill: a checkbox per person, you first; `children` adds people (connected). */
export function PeopleChoice({
  people,
  chosen,
  onToggle,
  children,
}: {
  people: readonly Person[];
  chosen: ReadonlySet<Person>;
  onToggle: (person: Person) => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "split.people" });
  const nameOf = usePersonName();
  const user = useOwnAccount();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t("title")}</legend>
      <ListCard as="div">
        {people.map((person) => (
          <label
            key={person}
            className={`flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 hover:bg-muted has-checked:bg-secondary ${focusRing.holder}`}
          >
            <input
              type="checkbox"
              checked={chosen.has(person)}
              onChange={() => onToggle(person)}
              className={`size-5 shrink-0 accent-primary ${focusRing.held}`}
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{nameOf(person)}</span>
              {person === "me" ? (
                <span className="text-sm text-muted-foreground">
                  <NamedSentence
                    say={(name) => t("youDetail", { name })}
                    name={user.name}
                    className="w-28"
                  />
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </ListCard>
      {children}
    </fieldset>
  );
}

/** How the bill is shared: equally, or in shares typed one by one. */
export function ModeChoice({
  mode,
  onChange,
}: {
  mode: SplitMode;
  onChange: (mode: SplitMode) => void;
}) {
  const { t } = useTranslation("wallet", { keyPrefix: "split.mode" });
  return (
    <RadioList
      legend={t("title")}
      group="split-mode"
      value={mode}
      onChange={onChange}
      options={(["equal", "custom"] as const).map((option) => ({
        value: option,
        title: t(option),
      }))}
    />
  );
}
