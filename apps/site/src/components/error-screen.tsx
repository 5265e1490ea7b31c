import { Button } from "@repo/ui/components/button";
import { MessageScreen } from "@repo/ui/components/message-screen";
import { useTranslation } from "react-i18next";

/** Shown when a page fails to render: branded, with a full reload back to the home page. */
export function ErrorScreen() {
  const { t } = useTranslation();
  return (
    <main id="main" className="flex min-h-dvh flex-col">
      <MessageScreen
        title={t("error.title")}
        body={t("error.body")}
        action={
          <Button asChild>
            <a href="/">{t("error.back")}</a>
          </Button>
        }
      />
    </main>
  );
}
