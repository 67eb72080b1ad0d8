import { type Catalogue, loadAreaCatalogue, primeAreaCatalogue } from "../i18n/areaCatalogues";
import type { Locale } from "../i18n/detectLocale";
import { portalMessages } from "./i18n";

/** The guest portal's texts in one language: its own and those of the areas its modules include, in that order. */
export type PortalTexts = Catalogue[];

const areas = [portalMessages, ...(portalMessages.includes ?? [])];

/**
 * Loads the guest portal's texts in a language, for a server render (which cannot wait inside a render) and to
 * send along with the page, so the browser hydrates with the very texts the server rendered.
 * @example const texts = await loadPortalTexts("ja");
 */
export function loadPortalTexts(locale: Locale): Promise<PortalTexts> {
  return Promise.all(areas.map((area) => loadAreaCatalogue(area, locale).promise));
}

/**
 * Gives the page the portal texts a server render sent (see {@link loadPortalTexts}) before it hydrates.
 * @example primePortalTexts(state.locale, state.texts); hydrateRoot(root, <App />);
 */
export function primePortalTexts(locale: Locale, texts: PortalTexts): void {
  areas.forEach((area, i) => {
    const own = texts[i];
    if (own) primeAreaCatalogue(area, locale, own);
  });
}
