import { activeLocales } from "@portico/sdk/rules";
import { useBranding } from "../../data/branding";

/** A portal language a guest can pick: its code and name. */
export interface ModuleLanguage {
  code: string;
  language: string;
}

/**
 * The business's active portal languages (branding's continuePortal), its default first: the languages a
 * guest can read the portal in, so the ones module texts can be typed for and the preview can switch to.
 */
export function useModuleLanguages(businessId: number) {
  const branding = useBranding(businessId);
  const languages: ModuleLanguage[] = activeLocales(branding.data?.continuePortal.localeSetting);
  return { ...branding, languages, defaultLang: languages[0] ?? null };
}
