import type { ReactNode } from "react";

import { ListCard } from "./list-card";

type ListSectionProps<Item> = {
  /** The heading's id: it names the section and its list (the e2e find sections by it). */
  id: string;
  /** The heading (level 2). */
  title: ReactNode;
  /** What is said instead of the list when there are no items. */
  empty: ReactNode;
  /** The items, one row each; `null` while they are being read, when `loading` is said. */
  items: readonly Item[] | null;
  /** Said, as a status, while the items are being read. */
  loading?: ReactNode;
  /** Drawn instead, while the items are being read, where nothing is said (boxes of the rows' size). */
  placeholder?: ReactNode;
  /** `ol` where the order means something (a ranking). */
  as?: "ul" | "ol";
  /** One item's row: a keyed `li` (`ListRow`, or an `li` of its own). */
  children: (item: Item) => ReactNode;
};

/**
 * A section of a screen that lists things: its heading, then an empty text when there is nothing
 * to list, else a list card of rows. The section and the list are both named by the heading.
 */
export function ListSection<Item>({
  id,
  title,
  empty,
  items,
  loading,
  placeholder,
  as,
  children,
}: ListSectionProps<Item>) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {items === null && placeholder ? (
        placeholder
      ) : items === null ? (
        <p role="status" className="text-sm text-muted-foreground">
          {loading}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ListCard as={as} aria-labelledby={id}>
          {items.map(children)}
        </ListCard>
      )}
    </section>
  );
}
