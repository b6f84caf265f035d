import type { FieldValues, Resolver } from "react-hook-form";

/**
 * The account forms' schemas, with the validation library, and the resolver that applies them: fetched when a form
 * is first focused and used on submit, so the prerendered sign-in pages do not load them before the visitor starts
 * typing.
 */
export const loadAuthValidation = () =>
  Promise.all([import("@paralex/shared/auth-validation"), import("@hookform/resolvers/zod")]).then(
    ([validation, { zodResolver }]) => ({ ...validation, zodResolver }),
  );

type AuthValidation = Awaited<ReturnType<typeof loadAuthValidation>>;

/** A form's resolver over one of those schemas, loaded on the form's first check. */
export function lazyAuthResolver<T extends FieldValues>(
  resolverOf: (validation: AuthValidation) => Resolver<T>,
): Resolver<T> {
  return async (values, context, options) => resolverOf(await loadAuthValidation())(values, context, options);
}
