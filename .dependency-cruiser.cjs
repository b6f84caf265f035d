/**
 * The boundaries of the tree (decision 045), checked in `npm test` by `npm run lint:boundaries`.
 * A feature folder is private to itself but for its index.ts: what two features share lives in components/, lib/ or db/.
 * Circles between the server's folders (its features, graphql/, access/) are checked, tests left out, by
 * .dependency-cruiser-folders.cjs.
 */
const test = "\\.(test|spec)\\.tsx?$|/test/";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Imports never run in a circle, type-only imports included.",
      from: { path: "^(apps|packages)/" },
      to: { circular: true },
    },
    {
      name: "access-below-features",
      severity: "error",
      comment:
        "Who a person is, their organization and role, and which products cover them: a low layer every paid feature asks, which asks no feature.",
      from: { path: "^apps/server/src/access/" },
      to: { path: "^apps/server/src/(features|graphql|plugins|jobs)/" },
    },
    {
      name: "web-feature-private",
      severity: "error",
      comment:
        "A web feature uses another only through its index.ts (its public face); shared parts live in components/ or lib/.",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: {
        path: "^apps/web/src/features/([^/]+)/",
        pathNot: ["^apps/web/src/features/$1/", "^apps/web/src/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "web-feature-not-app",
      severity: "error",
      comment: "Features do not reach back into the app shell (router, layouts, store): the app imports features.",
      from: { path: "^apps/web/src/(features|components|lib)/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "server-feature-repository-private",
      severity: "error",
      comment: "Another feature's repository is reached through its service; shared SQL helpers live in db/.",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: { path: "^apps/server/src/features/([^/]+)/.+\\.repository\\.ts$", pathNot: "^apps/server/src/features/$1/" },
    },
    {
      name: "server-feature-wiring-private",
      severity: "error",
      comment:
        "A feature's routes and its factory (*.feature.ts) are wired by app.ts alone; another feature is called through its service (decision 074).",
      from: { path: "^apps/server/src/features/([^/]+)/" },
      to: {
        path: "^apps/server/src/features/([^/]+)/.+\\.(routes|feature)\\.ts$",
        pathNot: "^apps/server/src/features/$1/",
      },
    },
    {
      name: "feature-shape-below-features",
      severity: "error",
      comment: "The feature shape (feature.ts) and the job queue know no feature: features depend on them.",
      from: { path: "^apps/server/src/(feature|jobs/job-queue)\\.ts$" },
      to: { path: "^apps/server/src/(features|graphql)/" },
    },
    {
      name: "orm-only-in-repositories",
      severity: "error",
      comment: "SQL lives only in repositories (and the db/ and jobs/ plumbing).",
      from: {
        path: "^apps/server/src/",
        pathNot: [`\\.repository\\.ts$`, "^apps/server/src/db/", "^apps/server/src/jobs/", test],
      },
      to: { path: "^node_modules/drizzle-orm" },
    },
    {
      name: "services-never-import-routes",
      severity: "error",
      comment: "Routes call services, never the other way round.",
      from: { path: ["\\.(service|repository)\\.ts$", "/create-[^/]+-service\\.ts$"] },
      to: { path: "\\.routes\\.ts$" },
    },
    {
      name: "product-never-imports-tests",
      severity: "error",
      comment: "What ships never imports a test helper: the build leaves src/test out, so such an import breaks it.",
      from: { path: "^(apps|packages)/[^/]+/src/", pathNot: test },
      to: { path: test },
    },
    {
      name: "tests-outside-read-no-product-source",
      severity: "error",
      comment:
        "The browser tests and benchmarks meet the product as a user does, through its built server and packages/shared; they may borrow the server's test helpers, never the product's own modules.",
      from: { path: "^(e2e|bench)/" },
      to: { path: "^apps/(web|server)/src/", pathNot: "^apps/server/src/test/" },
    },
    {
      name: "packages-below-apps",
      severity: "error",
      comment: "The shared packages are pure: the server and the web import them, never the other way round.",
      from: { path: "^packages/" },
      to: { path: "^(apps|e2e|bench)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|dist-ssr|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["source", "import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
