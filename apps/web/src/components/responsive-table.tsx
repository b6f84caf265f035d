import { Fragment, type ReactNode, useId } from "react";
import { useMinWidth } from "../lib/use-min-width";
import { ScrollableTable } from "./scrollable-table";

export type TableLayout = "table" | "cards";

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row, layout: TableLayout) => ReactNode;
  /** The column that names the row: its row header in the table, its card's heading on a phone. */
  isRowHeader?: boolean;
  /** The row's buttons: the last cell in the table, a row of buttons under the card on a phone. */
  isActions?: boolean;
  /** Classes of the column's cells in the table. */
  cellClassName?: string;
}

const bodyCell = "px-3 py-3 align-top";

/**
 * One set of columns, two layouts: a real table from the tablet breakpoint (md) up, and below it a list of cards,
 * one per row, each headed by the row's name with every other column as 'label: value' and every action visible.
 */
export function ResponsiveTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  className = "",
  asCards = false,
}: {
  /** Names the table (or the list of cards) for screen readers. */
  label: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string;
  /** Cards at any width: the caller found that the table does not fit its room. */
  asCards?: boolean;
}) {
  const isWide = useMinWidth("md") && !asCards;
  if (isWide) {
    return (
      <ScrollableTable label={label} columns={columns.map((column) => column.header)} className={className}>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.header} scope="row" className={`${bodyCell} text-left ${column.cellClassName ?? ""}`}>
                  {column.cell(row, "table")}
                </th>
              ) : (
                <td key={column.header} className={`${bodyCell} ${column.cellClassName ?? ""}`}>
                  {column.cell(row, "table")}
                </td>
              ),
            )}
          </tr>
        ))}
      </ScrollableTable>
    );
  }
  return (
    <section aria-label={label} className={className}>
      <ul className="space-y-3">
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} />
        ))}
      </ul>
    </section>
  );
}

function RowCard<Row>({ row, columns }: { row: Row; columns: readonly TableColumn<Row>[] }) {
  const headingId = useId();
  const heading = columns.find((column) => column.isRowHeader);
  const actions = columns.find((column) => column.isActions);
  const fields = columns.filter((column) => column !== heading && column !== actions);
  return (
    <li
      className="min-w-0 rounded-lg border border-line bg-white p-4"
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? (
        <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-ink">
          {heading.cell(row, "cards")}
        </h3>
      ) : null}
      <dl className="mt-2 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
        {fields.map((column) => (
          <Fragment key={column.header}>
            <dt className="font-semibold text-muted">{column.header}</dt>
            <dd className="min-w-0 break-words text-body">{column.cell(row, "cards")}</dd>
          </Fragment>
        ))}
      </dl>
      {actions ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-line pt-3">{actions.cell(row, "cards")}</div>
      ) : null}
    </li>
  );
}
