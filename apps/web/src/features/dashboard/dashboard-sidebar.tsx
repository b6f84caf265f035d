import { paths } from "@paralex/shared/routes";
import { NavLink } from "react-router";
import { type NavItem, notificationLabel } from "./dashboard-nav";

const itemClass =
  "group flex min-h-11 items-center gap-3 rounded-lg border-l-4 border-transparent px-3 py-2.5 font-medium text-white/85 transition-colors duration-300 hover:bg-white/10 hover:text-white aria-[current=page]:border-gold-light aria-[current=page]:bg-white/15 aria-[current=page]:text-white";

function NotificationBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto inline-flex min-w-6 items-center justify-center rounded-full bg-gold-light px-2 py-0.5 text-xs font-bold text-ink">
      <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="sr-only">, {notificationLabel(count)}</span>
    </span>
  );
}

/** The five entries: the current page is marked (aria-current="page") and highlighted; a count shows when above 0. */
export function DashboardNavList({ items, onNavigate }: { items: readonly NavItem[]; onNavigate?: () => void }) {
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ icon: Icon, text, url, notifications = 0 }) => (
        <li key={url}>
          <NavLink to={url} end={url === paths.dashboard} className={itemClass} onClick={onNavigate}>
            <Icon className="size-5 shrink-0 text-gold-light" aria-hidden="true" />
            <span>{text}</span>
            {notifications > 0 ? <NotificationBadge count={notifications} /> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
