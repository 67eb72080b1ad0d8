import { useTranslation } from "react-i18next";
import type { Locale } from "./detectLocale";

/** One area's texts in all five languages (identical keys; scripts/check-i18n.ts checks every `i18n/` folder). */
export type AreaCatalogues = Record<Locale, Record<string, string>>;

/**
 * Adds an area's catalogues to the provider's i18n instance before its first render, so each area ships its
 * texts with its own entry point (`@portico/react/business` ...) instead of growing the core bundle.
 * Texts a host passed through the provider's `messages` win: existing keys are never overwritten.
 */
export function useAreaMessages(area: AreaCatalogues): void {
  const { i18n } = useTranslation();
  for (const [lng, texts] of Object.entries(area)) {
    const missing = Object.keys(texts).some((k) => !i18n.exists(k, { lng, fallbackLng: false }));
    if (missing) i18n.addResourceBundle(lng, "translation", texts, true, false);
  }
}
