/** The hint under a field and its error, which is always present so screen readers hear it the moment it appears. */
export function FieldMessages({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string;
  hint?: string | undefined;
  errorId: string;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <p id={errorId} aria-live="polite" className="mt-1.5 text-sm font-medium text-red-700 empty:hidden">
        {error ?? ""}
      </p>
    </>
  );
}

/** The ids of a field's hint and error, and the aria-describedby that names only those shown. */
export function fieldMessageIds(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { hintId, errorId, describedBy };
}
