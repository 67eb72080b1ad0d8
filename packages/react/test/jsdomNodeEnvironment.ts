import type { Environment } from "vitest/runtime";
import { builtinEnvironments } from "vitest/runtime";

/**
 * jsdom globals with Vite's SSR module graph: widget tests render in a DOM while the reference server they start
 * in-process is transformed as Node code (file import.meta.url, Node resolution, natively loaded packages).
 */
const jsdomNode: Environment = { ...builtinEnvironments.jsdom, name: "jsdom-node", viteEnvironment: "ssr" };
export default jsdomNode;
