import { billersFor } from "@repo/mock-data/billers";
import type { BillCategory, Country } from "@repo/mock-data/types";
import { Button } from "@repo/ui/components/button";
import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";

import { focusRing } from "../../components/kit/focus";
import { IconCircle } from "../../components/kit/icon-circle";
import { ListCard } from "../../components/kit/list-card";
import { ScreenHeader } from "../../components/screen-header";
import { categoryIcon } from "./categories";

const rowClass = `flex min-h-14 items-center gap-3 px-4 py-3 transition-colors hover:bg-muted ${focusRing.inset}`;

type BillerListProps = { country: Country; home: Country; category: BillCategory };

export function BillerList({ country, home, category }: BillerListProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "bills" });
  const billers = billersFor(category, country, home);
  const Icon = categoryIcon[category];
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader
        title={t(`categories.${category}`)}
        back={{ to: "/bills", search: { country } }}
      />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <nav aria-labelledby="billers-title" className="flex flex-col gap-2">
          <h2 id="billers-title" className="font-semibold">
            {t("billers.title", { country: t(`country.${country}`) })}
          </h2>
          {billers.length > 0 ? (
            <ListCard>
              {billers.map((b) => (
                <li key={b.id}>
                  <Link
                    to="/bills"
                    search={{ country, category, biller: b.id }}
                    className={rowClass}
                  >
                    <IconCircle>
                      <Icon aria-hidden="true" />
                    </IconCircle>
                    <span className="min-w-0 flex-1 font-medium">{b.name}</span>
                    <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" />
                  </Link>
                </li>
              ))}
            </ListCard>
          ) : (
            <p className="text-muted-foreground">{t("billers.empty")}</p>
          )}
        </nav>
        {category === "mobile" && country === home ? (
          <Button asChild variant="outline">
            <Link to="/recharge">{t("billers.prepaid")}</Link>
          </Button>
        ) : null}
      </div>
    </main>
  );
}
