import { holderNameLimits, holderNameProblem } from "@repo/forms/holder-name";
import { Button } from "@repo/ui/components/button";
import { toast } from "@repo/ui/lib/toast";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { Field } from "../../../components/details-field";
import { NamedSentence } from "../../../components/shell-figure";
import { setRegisteredName } from "../../../data/account-api";
import { inShell } from "../../../lib/shell-mode";
import { useSessionStore } from "../../../stores/session-store";

/**
 * The connected wallet's one chance to give the holder's registered name (what the people they
 * pay and who pay them see) while it is still the one the account was opened with. Checked as
 * typed by the API's own rule (`@repo/forms/holder-name`); what was typed stays on any refusal.
 * Once kept, the form goes and `onSaved` takes the focus somewhere that stays. The build's app
 * shell has it hidden, the name a box: the page's script shows it, with the name, for a signed-in
 * holder who has not given theirs (lib/shell-scripts.ts fillLastView), as the app will draw it.
 */
export function GiveName({ openedAs, onSaved }: { openedAs: string; onSaved: () => void }) {
  const { t } = useTranslation("wallet", { keyPrefix: "giveName.form" });
  const id = useId();
  const [name, setName] = useState("");
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState("");
  const [saving, setSaving] = useState(false);
  const problem = holderNameProblem(name);
  // Too long is said by the field's counter as it is typed; the rest once Save was tried.
  const error =
    refusal ||
    (tried && problem && problem !== "tooLong" ? t(`problems.${problem}`, holderNameLimits) : "");

  const save = async () => {
    setTried(true);
    setRefusal("");
    if (problem) return;
    setSaving(true);
    const answer = await setRegisteredName(name);
    setSaving(false);
    if (answer.ok) {
      const { name: kept, upiId, nameSet } = answer.data.user;
      useSessionStore.getState().setHolder({ name: kept, upiId, nameSet });
      toast({ title: t("saved", { name: kept }), variant: "success" });
      onSaved();
      return;
    }
    if (answer.code === "name_set") {
      // Given on another device meanwhile: this one stops asking.
      const holder = useSessionStore.getState().holder;
      if (holder) useSessionStore.getState().setHolder({ ...holder, nameSet: true });
      toast({ title: t("nameSet"), variant: "error" });
      onSaved();
      return;
    }
    setRefusal(answer.code === "unreachable" ? t("noAnswer") : answer.message);
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border p-4"
      {...(inShell() && { "data-shell-part": "give-name", hidden: true })}
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">
        <NamedSentence say={(name) => t("body", { name })} name={openedAs} className="w-32" />
      </p>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!saving) void save();
        }}
      >
        <Field
          id={`${id}-name`}
          label={t("label")}
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setRefusal("");
          }}
          limit={holderNameLimits.max}
          error={error}
        />
        <Button type="submit" disabled={saving}>
          {saving ? t("saving") : t("save")}
        </Button>
      </form>
    </section>
  );
}
