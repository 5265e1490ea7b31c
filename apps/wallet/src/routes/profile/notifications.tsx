import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { SettingSwitch } from "../../components/setting-switch";
import { loadCopy } from "../../lib/load-copy";
import { NOTIFICATION_TOPICS, useSettingsStore } from "../../stores/settings-store";

export const Route = createFileRoute("/profile/notifications")({
  loader: () => loadCopy("profileNotifications"),
  component: Notifications,
});

function Notifications() {
  const { t } = useTranslation("wallet", { keyPrefix: "profileNotifications" });
  const notifications = useSettingsStore((s) => s.notifications);
  const setNotification = useSettingsStore((s) => s.setNotification);

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-4 px-5 pt-2 pb-8">
        <p className="text-muted-foreground">{t("intro")}</p>
        <ListCard as="div">
          {NOTIFICATION_TOPICS.map((topic) => (
            <SettingSwitch
              key={topic}
              label={t(`${topic}.label`)}
              description={t(`${topic}.body`)}
              checked={notifications[topic]}
              onCheckedChange={(on) => setNotification(topic, on)}
            />
          ))}
          <SettingSwitch
            label={t("security.label")}
            description={t("security.body")}
            checked
            disabled
          />
        </ListCard>
        <p className="text-sm text-muted-foreground">{t("saved")}</p>
      </div>
    </main>
  );
}
