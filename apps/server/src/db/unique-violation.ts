/** Whether a failed statement broke a unique index (both drivers carry PostgreSQL's code, maybe as a cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
