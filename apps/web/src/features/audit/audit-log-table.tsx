import { formatDateTime } from "@paralex/shared/format-date";
import { ResponsiveTable, type TableColumn } from "../../components/responsive-table";
import type { AuditLogItem } from "./audit-api";
import { actorOf } from "./audit-log-format";
import { BreakableText } from "./breakable-text";

const NONE = "—";

const AUDIT_LOG_COLUMNS: TableColumn<AuditLogItem>[] = [
  {
    header: "When",
    cell: (item) => <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>,
  },
  {
    header: "Event",
    isRowHeader: true,
    cellClassName: "text-ink",
    cell: (item) => item.label,
  },
  { header: "By", cell: (item) => <BreakableText text={actorOf(item)} /> },
  {
    header: "Target",
    cell: (item) => (item.targetName ? <BreakableText text={item.targetName} /> : NONE),
  },
  {
    header: "From",
    cellClassName: "whitespace-nowrap",
    cell: (item) => <span title={item.userAgent ?? undefined}>{item.ipAddress ?? NONE}</span>,
  },
];

/** The events, newest first: when, what, by whom, to what and from which address. */
export function AuditLogTable({ items }: { items: readonly AuditLogItem[] }) {
  return (
    <ResponsiveTable label="Audit log table" columns={AUDIT_LOG_COLUMNS} rows={items} rowKey={(item) => item.id} />
  );
}
