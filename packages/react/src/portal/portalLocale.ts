// The portal language rules live in @portico/sdk/rules, so the server picks a session's language as the widgets do.
export { matchPortalLanguage, portalLocaleCode, portalUiLocale } from "@portico/sdk/rules";
