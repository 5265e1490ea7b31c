import { useId } from "react";

import { PageHeader } from "./page-header";

type LegalDocumentProps = {
  title: string;
  lead: string;
  /** "Last updated: January 2025" */
  updated: string;
  sections: { id: string; title: string; body: string[] }[];
};

/** A legal page (privacy, terms): the heading, its date and numbered sections of plain prose. */
export function LegalDocument({ title, lead, updated, sections }: LegalDocumentProps) {
  const idPrefix = useId();
  return (
    <>
      <PageHeader title={title} lead={lead}>
        <p className="text-sm font-medium text-muted-foreground">{updated}</p>
      </PageHeader>
      <div className="px-4 pb-20 sm:px-6">
        <ol className="mx-auto flex max-w-3xl flex-col gap-10">
          {sections.map((section, index) => (
            <li key={section.id}>
              <section
                aria-labelledby={`${idPrefix}-${section.id}`}
                className="flex flex-col gap-3"
              >
                <h2
                  id={`${idPrefix}-${section.id}`}
                  className="flex gap-3 text-2xl font-bold tracking-tight"
                >
                  <span aria-hidden="true" className="text-primary">
                    {index + 1}.
                  </span>
                  {section.title}
                </h2>
                {section.body.map((paragraph) => (
                  <p key={paragraph} className="leading-7 text-pretty text-muted-foreground">
                    {paragraph}
                  </p>
                ))}
              </section>
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}
