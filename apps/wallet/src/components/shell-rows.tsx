import { ListCard, ListRow } from "./kit/list-card";
import { FigureBox } from "./shell-figure";

/**
 * A list of `count` entries' rows as boxes (an icon, a name, a date line: the height of the
 * entries' rows), in place of the account's entries: in the build's app shell, and while a
 * screen reads its list.
 */
export function ShellRows({ count }: { count: number }) {
  return (
    <ListCard aria-hidden="true">
      {Array.from({ length: count }, (_, row) => (
        <ListRow key={row}>
          <span className="size-10 shrink-0 rounded-full bg-muted" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">
              <FigureBox className="w-32" />
            </span>
            <span className="text-xs">
              <FigureBox className="w-24" />
            </span>
          </span>
          <span className="font-semibold">
            <FigureBox className="w-14" />
          </span>
        </ListRow>
      ))}
    </ListCard>
  );
}
