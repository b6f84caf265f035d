import { formatDateTime } from "@paralex/shared/format-date";
import { ResponsiveTable, type TableColumn } from "../../components/responsive-table";
import type { AuditLogItem } from "./audit-api";
import { actorOf } from "./audit-log-format";
import { BreakableText } from "./breakable-text";

const NONE = "—";

const AUDIT_LOG_COLUMNS: TableColumn<AuditLogItem>[] = [
  {
    header: "When",
    cellClassName: "min-w-32",
    cell: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
  },
  {
    header: "Event",
    isRowHeader: true,
    cellClassName: "min-w-36 text-ink",
    cell: (item) => item.label,
  },
  { header: "By", cellClassName: "min-w-40", cell: (item) => <BreakableText text={actorOf(item)} /> },
  {
    header: "Target",
    cellClassName: "min-w-40",
    cell: (item) => (item.targetName ? <BreakableText text={item.targetName} /> : NONE),
  },
  {
    header: "From",
    cell: (item) =>
      item.ipAddress ? (
        <span title={item.userAgent ?? undefined}>
          <BreakableText text={item.ipAddress} />
        </span>
      ) : (
        NONE
      ),
  },
];

/** The events, newest first: when, what, by whom, to what and from which address. */
export function AuditLogTable({ items }: { items: readonly AuditLogItem[] }) {
  return (
    <ResponsiveTable label="Audit log table" columns={AUDIT_LOG_COLUMNS} rows={items} rowKey={(item) => item.id} />
  );
}
