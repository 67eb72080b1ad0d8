import { describe, expect, it } from "vitest";
import { catalogues, createTranslate, detectLocale, LOCALES } from "./index";

describe("CLI catalogues", () => {
  it("have the same keys and a non-empty text for each in all five languages", () => {
    const keys = Object.keys(catalogues.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(catalogues[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(catalogues[locale][key as keyof typeof catalogues.en].trim(), `${locale} ${key}`).not.toBe("");
    }
  });

  it("keeps every placeholder of the English text", () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogues.en)) {
        const vars = (text.match(/\{\{\w+\}\}/g) ?? []).sort();
        const other = (catalogues[locale][key as keyof typeof catalogues.en].match(/\{\{\w+\}\}/g) ?? []).sort();
        expect(other, `${locale} ${key}`).toEqual(vars);
      }
    }
  });

  it("fills placeholders", () => {
    expect(createTranslate("en")("cli.login.server", { url: "http://x" })).toBe("Server: http://x");
  });
});

describe("detectLocale", () => {
  it("reads PORTICO_LANG, then the POSIX locale", () => {
    expect(detectLocale({ PORTICO_LANG: "ru", LANG: "ja_JP.UTF-8" })).toBe("ru");
    expect(detectLocale({ LANG: "ja_JP.UTF-8" })).toBe("ja");
    expect(detectLocale({ LC_ALL: "zh_TW.UTF-8" })).toBe("tw");
    expect(detectLocale({ LANG: "zh_HK" })).toBe("tw");
    expect(detectLocale({ LANG: "zh_CN.UTF-8" })).toBe("zh");
    expect(detectLocale({ LANG: "ru_RU.UTF-8" })).toBe("ru");
    expect(detectLocale({ LANG: "C.UTF-8" })).toBe("en");
    expect(detectLocale({})).toBe("en");
  });
});
