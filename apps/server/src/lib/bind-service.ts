/** An operation of a feature: its dependencies first, then what the caller passes. */
// biome-ignore lint/suspicious/noExplicitAny: any operation's own arguments and answer, kept as they are by Bound
type Operation<D> = (deps: D, ...args: any[]) => unknown;

type Bound<D, O extends Record<string, Operation<D>>> = {
  [K in keyof O]: O[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/**
 * A feature's service: its operations with the feature's dependencies given once, at start (decision 050).
 * Callers then pass only what a request brings: `subscriptions.cancel(viewer, id, source)`.
 */
export function bindService<D, O extends Record<string, Operation<D>>>(deps: D, operations: O): Bound<D, O> {
  return Object.fromEntries(
    Object.entries(operations).map(([name, operation]) => [name, (...args: unknown[]) => operation(deps, ...args)]),
  ) as Bound<D, O>;
}
