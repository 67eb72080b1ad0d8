/**
 * `@portico/react`: the provider, hooks, theming and i18n every Portico widget shares.
 * Widgets live in subpath entries (`@portico/react/account`, `@portico/react/ui`, ...); styles in
 * `@portico/react/styles.css`.
 */

export type { Messages } from "./i18n/createI18n";
export { catalogues, createI18n } from "./i18n/createI18n";
export type { Locale } from "./i18n/detectLocale";
export { detectLocale, LOCALE_NAMES, LOCALE_TAGS, LOCALES, toLocale } from "./i18n/detectLocale";
export type { Catalogue } from "./i18n/en";
export { errorCode, errorMessage } from "./i18n/errorMessage";
export { type AreaCatalogues, useAreaMessages } from "./i18n/useAreaMessages";
export type { PorticoContextValue } from "./provider/context";
export { usePortico } from "./provider/context";
export { clearCookie, getCookie, setCookie } from "./provider/cookies";
export { createPorticoContext } from "./provider/createPorticoContext";
export { porticoKeys } from "./provider/keys";
export type { PorticoProviderProps } from "./provider/PorticoProvider";
export { PorticoProvider } from "./provider/PorticoProvider";
export {
  fetchEnvSettings,
  invalidateEnvSettings,
  prefetchEnvSettings,
  useEnvSettings,
} from "./provider/useEnvSettings";
export { useLiveEvent } from "./provider/useLiveEvent";
export { fetchMe, invalidateMe, prefetchMe, useMe } from "./provider/useMe";
export type { Appearance, AppearanceElement, AppearanceVariables } from "./theme/appearance";
export { resolveTokens } from "./theme/appearance";
export { vars as themeVars } from "./theme/contract.css";
export { PorticoRoot } from "./theme/PorticoRoot";
export type { ThemeTokens } from "./theme/themes";
export { darkTheme, lightTheme } from "./theme/themes";
export type { ToastApi } from "./ui/Toast";
export { useToast } from "./ui/Toast";
