import { createFileRoute } from "@tanstack/react-router";
import { ChevronRight, FileText, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";

import { focusRing } from "../../components/kit/focus";
import { IconCircle } from "../../components/kit/icon-circle";
import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { loadCopy } from "../../lib/load-copy";
import { useSiteUrl } from "../../lib/site-url";

export const Route = createFileRoute("/profile/legal")({
  loader: () => loadCopy("profileLegal"),
  component: Legal,
});

const DOCUMENTS = [
  { id: "privacy", path: "/privacy", icon: ShieldCheck },
  { id: "terms", path: "/terms", icon: FileText },
] as const;

function Legal() {
  const { t } = useTranslation("wallet", { keyPrefix: "profileLegal" });
  const siteUrl = useSiteUrl();

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{t("intro")}</p>
        <ListCard>
          {DOCUMENTS.map(({ id, path, icon: Icon }) => (
            <li key={id}>
              <a
                href={siteUrl(path)}
                className={`flex min-h-16 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted ${focusRing.inset}`}
              >
                <IconCircle>
                  <Icon aria-hidden="true" className="size-5" />
                </IconCircle>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{t(id)}</span>
                  <span className="text-sm text-muted-foreground">{t(`${id}Body`)}</span>
                  <span className="text-xs text-muted-foreground">{t("updated")}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
              </a>
            </li>
          ))}
        </ListCard>
        <p className="text-sm text-muted-foreground">{t("demo")}</p>
      </div>
    </main>
  );
}
