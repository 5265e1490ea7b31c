import { sampleBusiness } from "@repo/mock-data/business";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { formatMoney } from "@repo/ui/lib/format";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute } from "@tanstack/react-router";
import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Field } from "../../components/kit/field";
import { RadioList } from "../../components/kit/radio-list";
import { QrCode } from "../../components/qr-code";
import { ScreenHeader } from "../../components/screen-header";
import { ShellFigure } from "../../components/shell-figure";
import { linkAmountProblem } from "../../lib/business/business-ledger";
import { merchantQrUri, standeePng } from "../../lib/business/merchant-qr";
import { downloadBlob } from "../../lib/download";
import { rupeesFromText } from "../../lib/input-rules";
import { inShell } from "../../lib/shell-mode";
import { useBusinessStore } from "../../stores/business-store";

export const Route = createFileRoute("/business/qr")({
  component: BusinessQr,
});

/** Each outlet's UPI merchant QR, open or for a fixed amount, and its printable standee. */
function BusinessQr() {
  const { t } = useTranslation("wallet", { keyPrefix: "business.qr" });
  const profile = useBusinessStore((s) => s.profile);
  const [outletId, setOutletId] = useState(sampleBusiness.outlets[0]!.id);
  const [fixed, setFixed] = useState(false);
  const [amountText, setAmountText] = useState("");
  // The business layout opens this screen only once the business has signed up; the build's app
  // shell (lib/shell-mode.ts) draws it with no business: its QR, name and UPI ID are boxes, and
  // the page's script fills the name and UPI ID in from this browser's profile (fillBusinessShell).
  const shell = inShell();
  if (!profile && !shell) return null;
  const { name, vpa } = profile ?? { name: "", vpa: "" };
  const outlet =
    sampleBusiness.outlets.find((o) => o.id === outletId) ?? sampleBusiness.outlets[0]!;
  const typed = rupeesFromText(amountText);
  const limits = fixed && amountText !== "" ? linkAmountProblem(typed) : null;
  const problem = limits
    ? t("amountInvalid", { min: formatMoney(limits.min), max: formatMoney(limits.max) })
    : null;
  const amount = fixed && !problem ? typed : undefined;
  const uri = shell
    ? ""
    : merchantQrUri(
        { vpa, merchantCategoryCode: sampleBusiness.merchantCategoryCode },
        name,
        outlet,
        amount,
      );
  const label = amount
    ? t("qrLabelAmount", { name, outlet: outlet.name, amount: formatMoney(amount) })
    : t("qrLabel", { name, outlet: outlet.name });

  const download = async () => {
    try {
      const png = await standeePng(uri, {
        business: name,
        outlet: outlet.name,
        address: outlet.address,
        caption: t("standeeCaption"),
        amount: amount && formatMoney(amount),
        vpa,
      });
      downloadBlob(`standee-${outlet.id}${amount ? `-${amount.minor}` : ""}.png`, png);
      toast({ title: t("saved"), variant: "success" });
    } catch {
      toast({ title: t("saveFailed"), variant: "error" });
    }
  };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/business" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <RadioList
          legend={t("outlet")}
          group="outlet"
          value={outletId}
          onChange={setOutletId}
          options={sampleBusiness.outlets.map((o) => ({
            value: o.id,
            title: o.name,
            detail: o.address,
          }))}
        />

        <RadioList
          legend={t("amountType")}
          group="amount-type"
          value={fixed ? "fixed" : "open"}
          onChange={(type) => setFixed(type === "fixed")}
          options={[
            { value: "open", title: t("open"), detail: t("openDetail") },
            { value: "fixed", title: t("fixed"), detail: t("fixedDetail") },
          ]}
        />

        {fixed ? (
          <Field id="qr-amount" label={t("amount")} error={problem}>
            <Input
              value={amountText}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0"
              onChange={(event) => setAmountText(event.target.value)}
            />
          </Field>
        ) : null}

        <section
          aria-labelledby="qr-outlet"
          className="flex flex-col items-center gap-2 rounded-2xl border bg-card p-5 text-center"
        >
          <QrCode value={uri} label={label} className="aspect-square w-full max-w-64 rounded-lg" />
          <h2 id="qr-outlet" className="text-lg font-bold">
            <ShellFigure slot="business-name" className="w-48">
              {name}
            </ShellFigure>
          </h2>
          <p className="text-sm text-muted-foreground">{outlet.name}</p>
          <p className="text-sm font-medium select-all">
            <ShellFigure slot="business-vpa" className="w-40">
              {vpa}
            </ShellFigure>
          </p>
          <p role="status" className="font-semibold empty:hidden">
            {amount ? formatMoney(amount) : ""}
          </p>
        </section>

        <Button size="lg" onClick={() => void download()} disabled={Boolean(problem)}>
          <Download aria-hidden="true" />
          {t("download")}
        </Button>
      </div>
    </main>
  );
}
