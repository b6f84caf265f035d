/** The two stores @fastify/rate-limit ships (its index exports neither); their constructors as the plugin calls them. */
declare module "@fastify/rate-limit/store/*.js" {
  interface StoreResult {
    current: number;
    ttl: number;
  }
  type StoreCallback = (error: Error | null, result?: StoreResult) => void;
  class Store {
    /** LocalStore takes the LRU size third, RedisStore the ioredis client and the key prefix. */
    constructor(continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, ...rest: unknown[]);
    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void;
    child(routeOptions: object): Store;
  }
  export = Store;
}
