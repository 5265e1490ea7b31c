import { Button } from "@repo/ui/components/button";
import { useId } from "react";

import { SiteLink } from "../site-link";

/** A call to action: a page of this site (`to`) or an absolute address, e.g. the wallet (`href`). */
export type CtaLink = { label: string } & ({ to: string } | { href: string });

type CtaBannerProps = {
  title: string;
  text: string;
  /** The main action (a light button on the band) and the alternative (outlined). */
  primary: CtaLink;
  secondary: CtaLink;
};

/** The link element itself (not a component), so `<Button asChild>` styles it directly. */
function ctaAnchor(link: CtaLink) {
  return "href" in link ? (
    <a href={link.href}>{link.label}</a>
  ) : (
    <SiteLink to={link.to}>{link.label}</SiteLink>
  );
}

/** The closing call to action of a page: a bold band with a heading, a sentence and two buttons. */
export function CtaBanner({ title, text, primary, secondary }: CtaBannerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="max-w-2xl text-pretty opacity-90">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            {ctaAnchor(primary)}
          </Button>
          <Button asChild size="lg" variant="outline" className="text-foreground">
            {ctaAnchor(secondary)}
          </Button>
        </div>
      </div>
    </section>
  );
}
