import type { TAuditLogItem } from "@paralex/shared/audit";
import { ResponsiveTable, type TableColumn } from "../../components/responsive-table";
import { actorOf, formatAuditTime } from "./audit-log-format";

const NONE = "—";

const AUDIT_LOG_COLUMNS: TableColumn<TAuditLogItem>[] = [
  {
    header: "When",
    cellClassName: "whitespace-nowrap",
    cell: (item) => <time dateTime={item.createdAt}>{formatAuditTime(item.createdAt)}</time>,
  },
  {
    header: "Event",
    isRowHeader: true,
    cellClassName: "whitespace-nowrap text-ink",
    cell: (item) => item.label,
  },
  { header: "By", cellClassName: "break-all", cell: (item) => actorOf(item) },
  { header: "Target", cellClassName: "break-all", cell: (item) => item.target ?? NONE },
  {
    header: "From",
    cellClassName: "whitespace-nowrap",
    cell: (item) => <span title={item.userAgent ?? undefined}>{item.ipAddress ?? NONE}</span>,
  },
];

/** The events, newest first: when, what, by whom, to what and from which address. */
export function AuditLogTable({ items }: { items: readonly TAuditLogItem[] }) {
  return (
    <ResponsiveTable label="Audit log table" columns={AUDIT_LOG_COLUMNS} rows={items} rowKey={(item) => item.id} />
  );
}
