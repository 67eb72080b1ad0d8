/** One of the five interface languages (the UI catalogues a portal language maps to). */
export type UiLocale = "tw" | "zh" | "en" | "ja" | "ru";

/**
 * The UI catalogue of a portal language: zh-TW/zh-HK -> tw, zh-CN/zh-SG -> zh, ja* -> ja, ru* -> ru, else en.
 * @example portalUiLocale("zh-HK") // "tw"
 */
export function portalUiLocale(code: string | null | undefined): UiLocale {
  const c = (code ?? "").toLowerCase().replace(/_/g, "-");
  if (/^zh-(tw|hk|mo|hant)/.test(c)) return "tw";
  if (c === "zh" || c.startsWith("zh-")) return "zh";
  if (c === "ja" || c.startsWith("ja-")) return "ja";
  if (c === "ru" || c.startsWith("ru-")) return "ru";
  return "en";
}

/** A browser language tag in the contract's PortalLocaleCode form ("en-us" -> "en-US"), or null. */
export function portalLocaleCode(tag: string | null | undefined): string | null {
  const [lang, region] = (tag ?? "").trim().replace(/_/g, "-").split("-");
  if (!lang || !/^[a-z]{2,3}$/i.test(lang)) return null;
  const base = lang.toLowerCase();
  if (!region) return base;
  if (!/^[A-Za-z0-9]{2,4}$/.test(region)) return base;
  return `${base}-${region.length === 2 ? region.toUpperCase() : region}`;
}

/**
 * The portal language of `languages` closest to the browser's preferences: an exact code first, else the
 * same base language (en-US matches en, zh-TW does not match zh-CN), else null.
 * @example matchPortalLanguage(["en-US"], ["zh-TW", "en"]) // "en"
 */
export function matchPortalLanguage(preferred: readonly string[], languages: readonly string[]): string | null {
  for (const tag of preferred) {
    const code = portalLocaleCode(tag);
    if (!code) continue;
    const exact = languages.find((l) => l.toLowerCase() === code.toLowerCase());
    if (exact) return exact;
    const base = code.split("-")[0]!;
    if (base === "zh") {
      const ui = portalUiLocale(code);
      const same = languages.find((l) => l.toLowerCase().startsWith("zh") && portalUiLocale(l) === ui);
      if (same) return same;
      continue;
    }
    const near = languages.find((l) => l.toLowerCase().split("-")[0] === base);
    if (near) return near;
  }
  return null;
}
