import type { AuditLogItem } from "./audit-log-client";
import { actorOf, formatAuditTime } from "./audit-log-format";

const headerCell = "px-4 py-3 text-left text-sm font-semibold whitespace-nowrap text-ink";
const bodyCell = "px-4 py-3 align-top";
const NONE = "—";

/** The events, newest first: when, what, by whom, to what and from which address. */
export function AuditLogTable({ items }: { items: readonly AuditLogItem[] }) {
  return (
    <section
      className="overflow-x-auto rounded-lg border border-line"
      aria-label="Audit log table"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard on phones
      tabIndex={0}
    >
      <table className="min-w-full divide-y divide-line">
        <thead className="bg-surface">
          <tr>
            <th scope="col" className={headerCell}>
              When
            </th>
            <th scope="col" className={headerCell}>
              Event
            </th>
            <th scope="col" className={headerCell}>
              By
            </th>
            <th scope="col" className={headerCell}>
              Target
            </th>
            <th scope="col" className={headerCell}>
              From
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line bg-white">
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
        </tbody>
      </table>
    </section>
  );
}
