import { Button } from "@repo/ui/components/button";
import { toast } from "@repo/ui/lib/toast";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Building, CreditCard, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";

import { IconCircle } from "../../components/kit/icon-circle";
import { ListCard, ListRow } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { useBankAccounts, useCards } from "../../hooks/use-payment-methods";
import { usePaymentSourceText } from "../../hooks/use-payment-source-text";
import { usePrimaryBankId } from "../../hooks/use-primary-bank";
import { loadCopy } from "../../lib/load-copy";
import { useSettingsStore } from "../../stores/settings-store";

export const Route = createFileRoute("/profile/payment-methods")({
  loader: () => loadCopy("profilePaymentMethods"),
  component: PaymentMethods,
});

function PaymentMethods() {
  const { t } = useTranslation("wallet", { keyPrefix: "profilePaymentMethods" });
  const text = usePaymentSourceText();
  const cards = useCards();
  const bankAccounts = useBankAccounts();
  const primaryBankId = usePrimaryBankId();
  const setPrimaryBank = useSettingsStore((s) => s.setPrimaryBank);

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-6 px-5 pt-2 pb-8">
        <section aria-labelledby="banks-title" className="flex flex-col gap-2">
          <h2 id="banks-title" className="font-semibold">
            {t("banks")}
          </h2>
          <ListCard>
            {bankAccounts.map((account) => {
              const { name, detail } = text.bank(account);
              const primary = account.id === primaryBankId;
              return (
                <li key={account.id} className="flex flex-col gap-3 px-4 py-3">
                  <div className="flex items-center gap-3">
                    <IconCircle>
                      <Building aria-hidden="true" />
                    </IconCircle>
                    <div className="flex min-w-0 flex-1 flex-col">
                      <span className="font-medium">{name}</span>
                      <span className="text-sm text-muted-foreground">{detail}</span>
                    </div>
                    {primary ? (
                      <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                        {t("primary")}
                      </span>
                    ) : null}
                  </div>
                  {primary ? null : (
                    <Button
                      variant="outline"
                      size="sm"
                      className="self-start"
                      onClick={() => {
                        setPrimaryBank(account.id);
                        toast({
                          title: t("primaryChanged", { bank: account.bankName }),
                          variant: "success",
                        });
                      }}
                    >
                      {t("makePrimary", { bank: account.bankName })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ListCard>
          <Button asChild variant="outline" className="self-start">
            <Link to="/profile/add-bank-account">
              <Plus aria-hidden="true" />
              {t("addBank")}
            </Link>
          </Button>
        </section>

        <section aria-labelledby="cards-title" className="flex flex-col gap-2">
          <h2 id="cards-title" className="font-semibold">
            {t("cards")}
          </h2>
          <ListCard>
            {cards.map((card) => {
              const { name, detail } = text.card(card);
              return (
                <ListRow key={card.id}>
                  <IconCircle>
                    <CreditCard aria-hidden="true" />
                  </IconCircle>
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium">{name}</span>
                    <span className="text-sm text-muted-foreground">{detail}</span>
                  </div>
                </ListRow>
              );
            })}
          </ListCard>
          <Button asChild variant="outline" className="self-start">
            <Link to="/profile/add-card">
              <Plus aria-hidden="true" />
              {t("addCard.link")}
            </Link>
          </Button>
        </section>
        <p className="text-sm text-muted-foreground">{t("masked")}</p>
      </div>
    </main>
  );
}
