import type { TAuditLogItem } from "@paralex/shared/audit";
import { ScrollableTable } from "../../components/scrollable-table";
import { actorOf, formatAuditTime } from "./audit-log-format";

const AUDIT_LOG_COLUMNS = ["When", "Event", "By", "Target", "From"];
const bodyCell = "px-4 py-3 align-top";
const NONE = "—";

/** The events, newest first: when, what, by whom, to what and from which address. */
export function AuditLogTable({ items }: { items: readonly TAuditLogItem[] }) {
  return (
    <ScrollableTable label="Audit log table" columns={AUDIT_LOG_COLUMNS}>
      {items.map((item) => (
        <tr key={item.id}>
          <td className={`${bodyCell} whitespace-nowrap`}>
            <time dateTime={item.createdAt}>{formatAuditTime(item.createdAt)}</time>
          </td>
          <th scope="row" className={`${bodyCell} text-left font-semibold whitespace-nowrap text-ink`}>
            {item.label}
          </th>
          <td className={`${bodyCell} break-all`}>{actorOf(item)}</td>
          <td className={`${bodyCell} break-all`}>{item.target ?? NONE}</td>
          <td className={`${bodyCell} whitespace-nowrap`} title={item.userAgent ?? undefined}>
            {item.ipAddress ?? NONE}
          </td>
        </tr>
      ))}
    </ScrollableTable>
  );
}
