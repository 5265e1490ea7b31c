export type TrustItem = { id: string; label: string };

/**
 * A heading and a row of short claims, each with a tick drawn in CSS: it sits on the first screen
 * of the home page, so it uses no icon library.
 */
export function TrustStrip({ title, items }: { title: string; items: readonly TrustItem[] }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 border-t pt-10">
      <p className="text-center text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </p>
      <ul className="flex flex-wrap justify-center gap-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium"
          >
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-1.5 rotate-45 border-r-2 border-b-2 border-success"
            />
            {item.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
