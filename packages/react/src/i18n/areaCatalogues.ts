import type { Locale } from "./detectLocale";

// Keeps each area's non-English texts out of the entry bundles: they load per language, once per page.

/** One language's texts of an area: key -> text. */
export type Catalogue = Record<string, string>;

/** Loads one language's texts on demand, e.g. `() => import("./tw")`: a chunk of its own in every build. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>;

/**
 * One area's texts: English (the fallback language) bundled, each other language either bundled or loaded on
 * first use (scripts/check-i18n.ts checks that the five catalogues of every `i18n/` folder have the same keys).
 * @example
 * export const linkMessages: AreaCatalogues = {
 *   en, tw: () => import("./tw"), zh: () => import("./zh"), ja: () => import("./ja"), ru: () => import("./ru"),
 * };
 */
export type AreaCatalogues = { en: Catalogue } & { [L in Exclude<Locale, "en">]: Catalogue | CatalogueLoader } & {
  /**
   * Areas whose widgets this area's widgets mount later (a dialog, a wizard step, a preview): their texts load
   * with this area's, so opening them never waits for a download (no cycles).
   */
  includes?: readonly AreaCatalogues[];
};

/**
 * One area's texts in one language: `texts` once they (and those of its `includes`) are in. The promise carries
 * React's `status`/`value` fields from then on, so `use()` reads it without suspending again.
 */
export interface CatalogueLoad {
  promise: Promise<Catalogue>;
  texts?: Catalogue;
  /** A render suspended on it: from then on every render reads it through `use()`. */
  awaited?: boolean;
}

/** A settled load: `use()` returns its texts at once. */
function ready(texts: Catalogue): CatalogueLoad {
  return { promise: Object.assign(Promise.resolve(texts), { status: "fulfilled" as const, value: texts }), texts };
}

const loads = new WeakMap<AreaCatalogues, Map<Locale, CatalogueLoad>>();

/** The language's texts; a chunk that fails to load leaves English (the fallback) rather than a broken widget. */
function fetchTexts(load: CatalogueLoader, lng: Locale): Promise<Catalogue> {
  return load().then(
    (m) => m.default,
    (err: unknown) => {
      console.warn(`Portico: the ${lng} texts did not load; showing English`, err);
      return {};
    },
  );
}

function start(area: AreaCatalogues, lng: Locale): CatalogueLoad {
  const src = lng === "en" ? area.en : area[lng];
  const pending = (area.includes ?? []).map((sub) => loadAreaCatalogue(sub, lng)).filter((l) => !l.texts);
  if (typeof src !== "function" && !pending.length) return ready(src);
  const own = typeof src === "function" ? fetchTexts(src, lng) : Promise.resolve(src);
  const load: CatalogueLoad = { promise: Promise.all([own, ...pending.map((l) => l.promise)]).then(([t]) => t) };
  // Marked before anyone else hears of it, so the retried render's use() reads the texts synchronously.
  void load.promise.then((texts) => {
    load.texts = texts;
    Object.assign(load.promise, { status: "fulfilled", value: texts });
  });
  return load;
}

/**
 * Starts (once per page) loading an area's texts in one language, with its `includes`; English and bundled
 * languages are ready at once (`texts` set). Never rejects.
 */
export function loadAreaCatalogue(area: AreaCatalogues, lng: Locale): CatalogueLoad {
  const byLocale = loads.get(area) ?? new Map<Locale, CatalogueLoad>();
  loads.set(area, byLocale);
  const load = byLocale.get(lng) ?? start(area, lng);
  byLocale.set(lng, load);
  return load;
}

/**
 * Hands an area the texts of a language it has not loaded (a server-rendered page sends the ones it rendered
 * with), so the first render has them at once, without a download or a suspended render.
 */
export function primeAreaCatalogue(area: AreaCatalogues, lng: Locale, texts: Catalogue): void {
  const byLocale = loads.get(area) ?? new Map<Locale, CatalogueLoad>();
  loads.set(area, byLocale);
  if (!byLocale.get(lng)?.texts) byLocale.set(lng, ready(texts));
}

// Areas with a mounted widget, counted: a language switch loads their texts before it shows.
const mounted = new Map<AreaCatalogues, number>();

/** Marks an area as on screen until the returned function is called (a widget's effect). */
export function watchArea(area: AreaCatalogues): () => void {
  mounted.set(area, (mounted.get(area) ?? 0) + 1);
  return () => {
    const n = (mounted.get(area) ?? 1) - 1;
    if (n > 0) mounted.set(area, n);
    else mounted.delete(area);
  };
}

/** Starts loading, all at once, the texts in `lng` of every area on screen (before a language switch shows). */
export function preloadMountedAreas(lng: Locale): void {
  if (lng === "en") return;
  for (const area of mounted.keys()) loadAreaCatalogue(area, lng);
}
