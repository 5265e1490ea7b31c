export type FeeRow = { id: string; service: string; fee: string };

type FeesTableProps = {
  caption: string;
  serviceHeading: string;
  feeHeading: string;
  rows: readonly FeeRow[];
};

/** A two-column table of services and what they cost. */
export function FeesTable({ caption, serviceHeading, feeHeading, rows }: FeesTableProps) {
  return (
    <div className="mx-auto max-w-3xl overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
              {serviceHeading}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
              {feeHeading}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t">
              <th scope="row" className="px-4 py-3 font-medium sm:px-6">
                {row.service}
              </th>
              <td className="px-4 py-3 text-right sm:px-6">{row.fee}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
