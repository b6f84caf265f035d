/**
 * Folder-level circles of the server (issue 21), checked by `npm run lint:boundaries` after .dependency-cruiser.cjs.
 * Each feature folder and each other folder of the server (access/, db/, graphql/, jobs/, lib/, plugins/ …) counts as one node: two of them never import each other, even through
 * other folders or by type-only imports. Tests are left out: they import helpers that import features.
 */
const { options } = require("./.dependency-cruiser.cjs");

module.exports = {
  forbidden: [
    {
      name: "server-folders-not-circular",
      severity: "error",
      comment:
        "Server features call down (a lower feature's service, access/, lib/, db/) or are handed what they call (decision 074): no two folders import each other.",
      scope: "folder",
      from: { path: "^apps/server/src/(features/[^/]+|[^/]+)$" },
      to: { circular: true },
    },
  ],
  options: {
    ...options,
    exclude: { path: [options.exclude.path, "\\.(test|spec)\\.tsx?$", "^apps/server/src/test/"] },
  },
};
