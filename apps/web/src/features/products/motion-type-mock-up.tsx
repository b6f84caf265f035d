import { listMotionTypes, MOTION_CATEGORIES, motionCatalogue } from "@paralex/shared/motion-catalogue";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { MockButton, MockUpFrame, useMockUpNoteId } from "./mock-up-frame";

const QUICK_PICK_VALUES = ["dismiss_indictment", "suppress_evidence", "pretrial_release"] as const;
const motionTypes = listMotionTypes();
const quickPicks = QUICK_PICK_VALUES.map((value) => motionTypes.find((motion) => motion.value === value)).filter(
  (motion) => motion !== undefined,
);

function CategorySelect() {
  const id = useId();
  const noteId = useMockUpNoteId();
  return (
    <div className="min-w-0 sm:w-72">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        Category
      </label>
      <div className="relative">
        <select
          id={id}
          disabled
          aria-describedby={noteId}
          defaultValue=""
          className="block min-h-11 w-full cursor-not-allowed appearance-none rounded-lg border border-slate-400 bg-white px-3 pr-10 text-sm opacity-60"
        >
          <option value="">All categories</option>
          {MOTION_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
      </div>
    </div>
  );
}

function MotionCatalogueList() {
  const headingId = useId();
  return (
    <div className="mt-5">
      <p id={headingId} className="text-sm font-semibold text-ink">
        Federal criminal motion catalogue ({motionTypes.length} types)
      </p>
      <section
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="mt-2 max-h-[26rem] overflow-y-auto rounded-lg border border-line bg-surface p-4"
        data-testid="motion-catalogue"
      >
        <ul className="grid gap-x-6 gap-y-5 md:grid-cols-2 xl:grid-cols-3">
          {motionCatalogue.map((group) => (
            <li key={group.category}>
              <p className="text-xs font-bold tracking-wide text-primary uppercase">{group.category}</p>
              <ul className="mt-2 space-y-1.5 text-sm">
                {group.motions.map((motion) => (
                  <li key={motion.value} data-value={motion.value} className="border-l-2 border-line pl-2.5">
                    {motion.label}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Choosing a motion type: the category dropdown, three quick picks and the whole catalogue, all shown disabled. */
export function MotionTypeMockUp() {
  return (
    <MockUpFrame title="Choose a motion type" address="defense.paralex.ai/motions/new" testId="motion-type-mock-up">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <CategorySelect />
        <fieldset className="min-w-0">
          <legend className="mb-1.5 text-sm font-medium text-ink">Quick picks</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            {quickPicks.map((motion) => (
              <MockButton key={motion.value} variant="secondary">
                {motion.label}
              </MockButton>
            ))}
          </div>
        </fieldset>
      </div>
      <MotionCatalogueList />
    </MockUpFrame>
  );
}
