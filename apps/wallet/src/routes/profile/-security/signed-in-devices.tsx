import { Badge } from "@repo/ui/components/badge";
import { Button } from "@repo/ui/components/button";
import { formatDateTime } from "@repo/ui/lib/format";
import { MonitorSmartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { ListCard } from "../../../components/kit/list-card";
import { FigureBox } from "../../../components/shell-figure";
import {
  type Device,
  endOtherSessions,
  listDevices,
  removeDevice,
} from "../../../data/account-api";

type Devices = { state: "loading" } | { state: "failed" } | { state: "ready"; list: Device[] };

/**
 * The connected wallet's devices (the browsers the account is signed in on, from the server):
 * each with when it was last seen, this one marked; removing one ends its sessions. "Sign out
 * other devices" asks first, then ends every session but this one and says how many ended.
 */
export function SignedInDevices() {
  const { t, i18n } = useTranslation("wallet", { keyPrefix: "profileSecurity.devices" });
  const [devices, setDevices] = useState<Devices>({ state: "loading" });
  const [reads, setReads] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState("");
  const keep = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  useEffect(() => {
    let live = true;
    void listDevices().then((answer) => {
      if (live)
        setDevices(answer.ok ? { state: "ready", list: answer.data.devices } : { state: "failed" });
    });
    return () => {
      live = false;
    };
  }, [reads]);

  // Focus follows the question: onto "Cancel" when asked, back to the button after.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) start.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const signOutOthers = async () => {
    setBusy(true);
    const answer = await endOtherSessions();
    setBusy(false);
    setConfirming(false);
    setOutcome(answer.ok ? t("ended", { count: answer.data.ended }) : t("endFailed"));
    setReads((n) => n + 1);
  };

  const remove = async (device: Device) => {
    const answer = await removeDevice(device.id);
    setOutcome(answer.ok ? t("removed", { name: device.name }) : t("removeFailed"));
    setReads((n) => n + 1);
  };

  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-3">
      <h2 id="devices-title" className="font-semibold">
        {t("title")}
      </h2>
      {devices.state === "loading" ? (
        <>
          <p role="status" className="sr-only">
            {t("loading")}
          </p>
          {/* This device's row, as boxes, where the list will be: nothing below moves when it comes. */}
          <ListCard aria-hidden="true">
            <DeviceRow
              name={<FigureBox className="w-40" />}
              seen={<FigureBox className="w-36" />}
            />
          </ListCard>
        </>
      ) : devices.state === "failed" ? (
        <p className="text-sm text-muted-foreground">{t("listFailed")}</p>
      ) : (
        <ListCard aria-labelledby="devices-title">
          {devices.list.map((device) => (
            <DeviceRow
              key={device.id}
              name={device.name}
              badge={
                device.current ? (
                  <Badge variant="success" className="shrink-0">
                    {t("thisDevice")}
                  </Badge>
                ) : null
              }
              seen={t("lastSeen", {
                when: formatDateTime(new Date(device.lastSeenAt), i18n.language),
              })}
              action={
                device.current ? null : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t("removeNamed", { name: device.name })}
                    onClick={() => void remove(device)}
                  >
                    {t("remove")}
                  </Button>
                )
              }
            />
          ))}
        </ListCard>
      )}
      {confirming ? (
        <div
          role="group"
          aria-labelledby="sign-out-others-question"
          className="flex flex-col gap-3 rounded-xl border border-destructive bg-card p-4"
        >
          <p id="sign-out-others-question" className="text-sm font-medium">
            {t("confirmBody")}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={busy} onClick={() => void signOutOthers()}>
              {t("confirm")}
            </Button>
            <Button ref={keep} variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
              {t("cancel")}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          ref={start}
          variant="outline"
          className="self-start"
          onClick={() => {
            setOutcome("");
            setConfirming(true);
          }}
        >
          {t("signOutOthers")}
        </Button>
      )}
      <p role="status" className="text-sm font-medium empty:hidden">
        {outcome}
      </p>
    </section>
  );
}

/**
 * A device's row: its name on one line (a browser's name can be long: it is cut short on screen,
 * whole for assistive technology) and whether it is this one, when it was last seen, what can be
 * done. Its height does not depend on the name, so the boxes drawn while the list is read hold
 * its place.
 */
function DeviceRow({
  name,
  badge,
  seen,
  action,
}: {
  name: React.ReactNode;
  badge?: React.ReactNode;
  seen: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 p-4">
      <MonitorSmartphone aria-hidden="true" className="size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex items-center gap-2 font-medium">
          <span className="min-w-0 truncate">{name}</span>
          {badge}
        </p>
        <p className="text-sm text-muted-foreground">{seen}</p>
      </div>
      {action}
    </li>
  );
}
