import { MEMBER_ROLES, type TMemberRole } from "@paralex/shared/organization";
import { products } from "@paralex/shared/products";
import { Search } from "lucide-react";
import { useId } from "react";
import type { MemberFilters as Filters } from "./organization-api";
import { organizationText } from "./organization-text";

const selectClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-body focus:border-primary";

/** The search box and the practice-area, role and function filters, all sent to the server. */
export function MemberFilters({
  filters,
  positions,
  onChange,
}: {
  filters: Filters;
  positions: readonly string[];
  onChange: (next: Partial<Filters>) => void;
}) {
  const id = useId();
  return (
    <search className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Find members">
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          Search members by name or email
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <input
          id={`${id}-search`}
          type="search"
          className={`${selectClass} pl-10`}
          placeholder={organizationText.searchPlaceholder}
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-area`} className="sr-only">
          Practice area
        </label>
        <select
          id={`${id}-area`}
          className={selectClass}
          value={filters.appId ?? ""}
          onChange={(event) => onChange({ appId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{organizationText.allPracticeAreas}</option>
          {products.map((product) => (
            <option key={product.appId} value={product.appId}>
              {product.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-role`} className="sr-only">
          Role
        </label>
        <select
          id={`${id}-role`}
          className={selectClass}
          value={filters.role ?? ""}
          onChange={(event) => onChange({ role: (event.target.value || null) as TMemberRole | null })}
        >
          <option value="">{organizationText.allRoles}</option>
          {MEMBER_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-function`} className="sr-only">
          Function
        </label>
        <select
          id={`${id}-function`}
          className={selectClass}
          value={filters.position ?? ""}
          onChange={(event) => onChange({ position: event.target.value || null })}
        >
          <option value="">{organizationText.allFunctions}</option>
          {positions.map((position) => (
            <option key={position} value={position}>
              {position}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
