import { products } from "@paralex/shared/products";
import { type Ref, useId } from "react";
import { FieldMessages, fieldMessageIds } from "./field-messages";

/** A fieldset of one checkbox per practice area (product), with an error tied to the group. */
export function PracticeAreaCheckboxes({
  legend,
  selected,
  onChange,
  error,
  ref,
}: {
  legend: string;
  /** The app ids that are checked. */
  selected: readonly number[];
  onChange: (next: number[]) => void;
  error?: string | undefined;
  /** The first checkbox, so a form can focus the group when it is invalid. */
  ref?: Ref<HTMLInputElement>;
}) {
  const { hintId, errorId, describedBy } = fieldMessageIds(useId(), undefined, error);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid gap-2 xs:grid-cols-2">
        {products.map((product, index) => {
          const checked = selected.includes(product.appId);
          return (
            <label
              key={product.appId}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3"
            >
              <input
                type="checkbox"
                className="size-5 accent-primary"
                ref={index === 0 ? ref : undefined}
                checked={checked}
                onChange={() =>
                  onChange(checked ? selected.filter((appId) => appId !== product.appId) : [...selected, product.appId])
                }
              />
              <span>{product.title}</span>
            </label>
          );
        })}
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} error={error} />
    </fieldset>
  );
}
