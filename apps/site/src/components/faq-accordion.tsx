import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";

export type FaqGroup = {
  id: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
};

/**
 * Every FAQ category in one single-open accordion: opening a question closes the one open
 * anywhere on the page, and an open question closes again on a second press. Radix gives the
 * triggers aria-expanded and arrow-key movement; answers stay in the prerendered HTML, hidden until opened.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const idPrefix = useId();
  const [openId, setOpenId] = useState("");
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={openId}
      onValueChange={setOpenId}
      className="mx-auto flex max-w-3xl flex-col gap-12"
    >
      {/* Without JavaScript nothing can open a question: app.css shows every answer then. */}
      {groups.map((group) => {
        const headingId = `${idPrefix}-${group.id}`;
        return (
          <section key={group.id} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-4 text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            <div className="divide-y rounded-xl border bg-card">
              {group.items.map((item) => (
                <Accordion.Item key={item.id} value={item.id}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-semibold hover:bg-muted/60 focus-visible:-outline-offset-3">
                        {item.question}
                        <ChevronDown
                          aria-hidden="true"
                          className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                        />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content
                    forceMount
                    hidden={openId !== item.id}
                    data-faq-answer=""
                    className="px-5 pb-5 text-muted-foreground"
                  >
                    <p>{item.answer}</p>
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </div>
          </section>
        );
      })}
    </Accordion.Root>
  );
}
