import { MEMBER_ROLES, type TMemberRole } from "@paralex/shared/organization";
import { products } from "@paralex/shared/products";
import { Search } from "lucide-react";
import { useId } from "react";
import { SelectField } from "../../components/select-field";
import { organizationText } from "./organization-text";
import type { MemberFilters as Filters } from "./organizations-api";

const searchClass =
  "block min-h-11 w-full rounded-lg border border-slate-400 bg-white px-3 py-2 pl-10 text-base text-body focus:border-primary";

const practiceAreaOptions = products.map((product) => ({ value: product.appId, label: product.title }));

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
    <search className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label="Find members">
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
          className={searchClass}
          placeholder={organizationText.searchPlaceholder}
          value={filters.search}
          maxLength={100}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <SelectField
        variant="filter"
        label="Practice area"
        value={filters.appId ?? ""}
        emptyOption={organizationText.allPracticeAreas}
        options={practiceAreaOptions}
        onChange={(event) => onChange({ appId: event.target.value ? Number(event.target.value) : null })}
      />
      <SelectField
        variant="filter"
        label="Role"
        value={filters.role ?? ""}
        emptyOption={organizationText.allRoles}
        options={MEMBER_ROLES}
        onChange={(event) => onChange({ role: (event.target.value || null) as TMemberRole | null })}
      />
      <SelectField
        variant="filter"
        label="Function"
        value={filters.position ?? ""}
        emptyOption={organizationText.allFunctions}
        options={positions}
        onChange={(event) => onChange({ position: event.target.value || null })}
      />
    </search>
  );
}
