/**
 * Import boundaries of @portico/react (and cycles in every package), run by `npm run deps` and `npm test`.
 * Areas are the folders of packages/react/src that hold widgets; the shared layers under them (data, ui,
 * media, provider, theme, i18n, dynamicform, stories, testkit) never import an area, and an area uses another
 * area only through that area's public entry (`src/<area>/index.ts`). media holds the upload fields other
 * areas' forms embed (it has no screen of its own), so it is a layer: see packages/react/README.md.
 */
const src = "^packages/react/src";
const AREAS = "(account|activities|authapps|business|devices|links|network|portal|reports)";
const SHARED = "(data|ui|media|provider|theme|i18n|dynamicform|stories|testkit)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "area-internals",
      comment:
        "An area uses another area only through its public entry (src/<area>/index.ts): keys, hooks, catalogues " +
        "and files shared by several areas belong in data/, ui/ or another shared layer.",
      severity: "error",
      from: { path: `${src}/${AREAS}/` },
      to: { path: `${src}/${AREAS}/`, pathNot: [`${src}/$1/`, `${src}/${AREAS}/index\\.ts$`] },
    },
    {
      name: "shared-imports-area",
      comment:
        "data/, ui/, media/, provider/, theme/, i18n/ and the other shared layers sit under the areas: they never import one.",
      severity: "error",
      from: { path: `${src}/${SHARED}/` },
      to: { path: `${src}/${AREAS}/` },
    },
    {
      name: "test-helpers-in-src",
      comment: "Production code never imports test helpers (packages/react/test).",
      severity: "error",
      from: { path: `${src}/`, pathNot: "\\.(test|stories)\\.tsx?$" },
      to: { path: "^packages/react/test/" },
    },
    {
      name: "no-cycles",
      comment: "No import cycles: a cycle makes load order fragile and ties modules that should stay apart.",
      severity: "error",
      from: { path: "^(packages|examples)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only", "dynamic-import"] } },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Build and test output (gitignored) is not source.
    exclude: {
      path: [
        "(^|/)(dist|build|\\.ladle-build|test-results|playwright-report|coverage|\\.portico-test|\\.data)/",
        "(^|/)node_modules/",
        "\\.d\\.ts$",
      ],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      conditionNames: ["portico-source", "import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
