/** The default portal language of a business's branding. */
export const DEFAULT_PORTAL_LANG = "zh-TW";

// The portal language list (codes for captive-portal content, distinct from the five console languages).
const LIST: [string, string][] = [
  ["zh-TW", "Traditional Chinese (Taiwan)"],
  ["zh-HK", "Traditional Chinese (Hong Kong)"],
  ["zh-CN", "Simplified Chinese (China)"],
  ["zh-SG", "Simplified Chinese (Singapore)"],
  ["en-US", "English (United States)"],
  ["en-GB", "English (United Kingdom)"],
  ["en-AU", "English (Australia)"],
  ["en-CA", "English (Canada)"],
  ["en-IN", "English (India)"],
  ["en-NZ", "English (New Zealand)"],
  ["en-SG", "English (Singapore)"],
  ["en-PH", "English (Philippines)"],
  ["ja-JP", "Japanese"],
  ["ko-KR", "Korean"],
  ["th-TH", "Thai"],
  ["vi-VN", "Vietnamese"],
  ["id-ID", "Indonesian"],
  ["ms-MY", "Malay"],
  ["fil-PH", "Filipino"],
  ["km-KH", "Khmer"],
  ["lo-LA", "Lao"],
  ["my-MM", "Burmese"],
  ["mn-MN", "Mongolian"],
  ["hi-IN", "Hindi"],
  ["bn-BD", "Bengali"],
  ["ta-IN", "Tamil"],
  ["te-IN", "Telugu"],
  ["mr-IN", "Marathi"],
  ["gu-IN", "Gujarati"],
  ["kn-IN", "Kannada"],
  ["ml-IN", "Malayalam"],
  ["pa-IN", "Punjabi"],
  ["ur-PK", "Urdu"],
  ["ne-NP", "Nepali"],
  ["si-LK", "Sinhala"],
  ["fa-IR", "Persian"],
  ["ar-SA", "Arabic (Saudi Arabia)"],
  ["ar-EG", "Arabic (Egypt)"],
  ["ar-AE", "Arabic (United Arab Emirates)"],
  ["he-IL", "Hebrew"],
  ["tr-TR", "Turkish"],
  ["ru-RU", "Russian"],
  ["uk-UA", "Ukrainian"],
  ["be-BY", "Belarusian"],
  ["kk-KZ", "Kazakh"],
  ["uz-UZ", "Uzbek"],
  ["ky-KG", "Kyrgyz"],
  ["tg-TJ", "Tajik"],
  ["az-AZ", "Azerbaijani"],
  ["hy-AM", "Armenian"],
  ["ka-GE", "Georgian"],
  ["pl-PL", "Polish"],
  ["cs-CZ", "Czech"],
  ["sk-SK", "Slovak"],
  ["hu-HU", "Hungarian"],
  ["ro-RO", "Romanian"],
  ["bg-BG", "Bulgarian"],
  ["sr-RS", "Serbian"],
  ["hr-HR", "Croatian"],
  ["bs-BA", "Bosnian"],
  ["sl-SI", "Slovenian"],
  ["mk-MK", "Macedonian"],
  ["sq-AL", "Albanian"],
  ["el-GR", "Greek"],
  ["de-DE", "German (Germany)"],
  ["de-AT", "German (Austria)"],
  ["de-CH", "German (Switzerland)"],
  ["fr-FR", "French (France)"],
  ["fr-CA", "French (Canada)"],
  ["fr-BE", "French (Belgium)"],
  ["fr-CH", "French (Switzerland)"],
  ["it-IT", "Italian"],
  ["es-ES", "Spanish (Spain)"],
  ["es-MX", "Spanish (Mexico)"],
  ["es-AR", "Spanish (Argentina)"],
  ["es-CO", "Spanish (Colombia)"],
  ["es-CL", "Spanish (Chile)"],
  ["es-US", "Spanish (United States)"],
  ["pt-PT", "Portuguese (Portugal)"],
  ["pt-BR", "Portuguese (Brazil)"],
  ["ca-ES", "Catalan"],
  ["eu-ES", "Basque"],
  ["gl-ES", "Galician"],
  ["nl-NL", "Dutch (Netherlands)"],
  ["nl-BE", "Dutch (Belgium)"],
  ["da-DK", "Danish"],
  ["sv-SE", "Swedish"],
  ["nb-NO", "Norwegian Bokmål"],
  ["fi-FI", "Finnish"],
  ["is-IS", "Icelandic"],
  ["et-EE", "Estonian"],
  ["lv-LV", "Latvian"],
  ["lt-LT", "Lithuanian"],
  ["ga-IE", "Irish"],
  ["cy-GB", "Welsh"],
  ["mt-MT", "Maltese"],
  ["af-ZA", "Afrikaans"],
  ["zu-ZA", "Zulu"],
  ["xh-ZA", "Xhosa"],
  ["sw-KE", "Swahili"],
  ["am-ET", "Amharic"],
  ["ha-NG", "Hausa"],
  ["yo-NG", "Yoruba"],
  ["ig-NG", "Igbo"],
  ["mi-NZ", "Maori"],
  ["haw-US", "Hawaiian"],
];

/** The portal language list served at GET /v3/services/portal-languages (about 100 codes). */
export const PORTAL_LANGUAGES: readonly { code: string; language: string }[] = LIST.map(([code, language]) => ({
  code,
  language,
}));

const BY_CODE = new Map(LIST);

/** The language name of a portal locale code, or undefined when the code is not in the list. */
export function portalLanguage(code: string): string | undefined {
  return BY_CODE.get(code);
}

/** The localeSetting a new business starts with: Traditional Chinese (Taiwan), active, empty texts. */
export function defaultLocaleSetting() {
  return {
    defaultLang: DEFAULT_PORTAL_LANG,
    currentLocale: DEFAULT_PORTAL_LANG,
    localeHash: {
      [DEFAULT_PORTAL_LANG]: { language: portalLanguage(DEFAULT_PORTAL_LANG)!, active: true, setting: {} },
    },
  };
}

/** The branding a new business starts with (continuePortal and tos alike). */
export function defaultBranding() {
  return { continuePortal: { localeSetting: defaultLocaleSetting() }, tos: { localeSetting: defaultLocaleSetting() } };
}
