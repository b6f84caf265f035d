import type { ReactNode } from "react";

const headerCell = "px-3 py-3 text-left text-sm font-semibold whitespace-nowrap text-ink";

/** The dashboard's data tables: a labelled region that scrolls sideways on a phone, with a header row of columns. */
export function ScrollableTable({
  label,
  columns,
  className = "",
  children,
}: {
  label: string;
  columns: readonly string[];
  className?: string;
  /** The body rows. */
  children: ReactNode;
}) {
  return (
    <section
      className={`overflow-x-auto rounded-lg border border-line bg-white ${className}`}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard on phones
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-line">
        <thead className="bg-surface">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">{children}</tbody>
      </table>
    </section>
  );
}
