import { builtinEnvironments, type Environment } from "vitest/runtime";

/**
 * jsdom globals with modules transformed for Node (the "ssr" Vite environment). The stock jsdom environment
 * transforms for the browser, which rewrites `new URL("./x", import.meta.url)` against the page and breaks the
 * in-process reference server's file lookups (its migrations folder).
 */
export default (<Environment>{
  name: "jsdom-node",
  viteEnvironment: "ssr",
  setup: (global, options) => builtinEnvironments.jsdom.setup(global, options),
});
