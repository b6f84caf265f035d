/**
 * The account forms' schemas, with the validation library: fetched when a form is first focused and used on submit,
 * so the prerendered sign-in pages do not load them before the visitor starts typing.
 */
export const loadAuthValidation = () => import("@paralex/shared/auth-validation");
