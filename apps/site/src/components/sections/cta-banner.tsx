import { useId } from "react";

type CtaBannerProps = {
  title: string;
  text: string;
  /** The buttons. */
  children: React.ReactNode;
};

/** The closing call to action of a page: a bold band with a heading, a sentence and buttons. */
export function CtaBanner({ title, text, children }: CtaBannerProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground sm:px-12">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="max-w-2xl text-pretty opacity-90">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
