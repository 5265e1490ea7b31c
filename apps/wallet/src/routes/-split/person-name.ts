import { useTranslation } from "react-i18next";

import { useHomeSample } from "../../hooks/use-home-sample";
import type { Person } from "../../stores/requests-store";

/** How the split screen names someone sharing a bill: "You", a contact's name, or what they were added by. */
export function usePersonName() {
  const { t } = useTranslation("wallet", { keyPrefix: "split.people" });
  const { contacts } = useHomeSample();
  return (person: Person) =>
    person === "me" ? t("you") : (contacts.find((c) => c.id === person)?.name ?? person);
}
