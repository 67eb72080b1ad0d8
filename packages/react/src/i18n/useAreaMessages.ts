import type { i18n as I18n } from "i18next";
import { use, useEffect } from "react";
import { usePortico } from "../provider/context";
import { type AreaCatalogues, type Catalogue, loadAreaCatalogue, watchArea } from "./areaCatalogues";
import type { Locale } from "./detectLocale";

export type { AreaCatalogues, Catalogue, CatalogueLoader } from "./areaCatalogues";

// Which area's texts each provider's i18n instance holds already, per language (a rebuilt instance starts empty).
const added = new WeakMap<I18n, WeakMap<AreaCatalogues, Set<string>>>();

/** Adds texts once per instance; texts a host passed through the provider's `messages` are never overwritten. */
function addTexts(i18n: I18n, area: AreaCatalogues, lng: string, texts: Catalogue): void {
  const areas = added.get(i18n) ?? new WeakMap<AreaCatalogues, Set<string>>();
  added.set(i18n, areas);
  const langs = areas.get(area) ?? new Set<string>();
  areas.set(area, langs);
  if (langs.has(lng)) return;
  i18n.addResourceBundle(lng, "translation", texts, true, false);
  langs.add(lng);
}

/**
 * Adds an area's texts to the provider's i18n instance before its widget renders, so each area ships its texts
 * with its own entry point (`@portico/react/business` ...) instead of growing the core bundle. English is
 * bundled; another language loads on first use, and the widget suspends (React `use`) until it is in, so it
 * never shows English first: the provider's Suspense boundary (or a closer one of the host) shows meanwhile.
 * Texts a host passed through the provider's `messages` win: existing keys are never overwritten.
 * @param locale another language than the provider's (the guest portal's own, say)
 * @example
 * export function LinkList() {
 *   useAreaMessages(linkMessages);
 *   const { t } = usePortico();
 *   return <h2>{t("links.title")}</h2>;
 * }
 */
export function useAreaMessages(area: AreaCatalogues, locale?: Locale): void {
  const { i18n, locale: current } = usePortico();
  const lng = locale ?? current;
  useEffect(() => watchArea(area), [area]);
  addTexts(i18n, area, "en", area.en);
  if (lng === "en") return;
  const load = loadAreaCatalogue(area, lng);
  // use() for the loads a render waited for, and then for good: a retried widget reads the settled promise through
  // use() again, as React expects. Texts that were in before anyone waited (preloaded) skip use() altogether.
  if (!load.texts) load.awaited = true;
  addTexts(i18n, area, lng, load.awaited || !load.texts ? use(load.promise) : load.texts);
}
