import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { type AreaCatalogues, loadAreaCatalogue } from "../src/i18n/areaCatalogues";
import { LOCALES } from "../src/i18n/detectLocale";
import { clearCookie } from "../src/provider/cookies";

// Testing Library's auto-cleanup needs vitest globals; without them unmount after every test by hand.
afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]?.trim();
    if (name) clearCookie(name);
  }
});

// Widgets ask a real in-process server; on a busy two-core CI machine an answer can take more than testing-library's
// default 1 s, so `waitFor`/`findBy*` wait up to 5 s (a pass is as fast as before).
configure({ asyncUtilTimeout: 5000 });

// jsdom's global WebSocket is Node's undici one, whose events jsdom's EventTarget refuses; `ws` works in both.
(globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;

// Every area's texts in all five languages before the tests, as a browser has them once a language loaded: a widget
// rendered in tw then shows at once. (React 19 does not resume a widget that suspended inside testing-library's
// synchronous act(); src/i18n/useAreaMessages.test.tsx tests the loading itself, with areas of its own.)
declare global {
  interface ImportMeta {
    /** Vite's glob import (vite/client's type; vite is not a dependency of this package). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}
const areaModules = import.meta.glob<Record<string, AreaCatalogues>>("../src/**/i18n/index.ts", { eager: true });
const areas = Object.values(areaModules).flatMap((m) => Object.values(m));
await Promise.all(areas.flatMap((area) => LOCALES.map((l) => loadAreaCatalogue(area, l).promise)));
