/** BCP 47 tag of each console language, for `<html lang>` (its own module: the guest portal page needs no catalogue). */
export const HTML_LANG = { tw: "zh-Hant-TW", zh: "zh-Hans-CN", en: "en", ja: "ja", ru: "ru" } as const;
