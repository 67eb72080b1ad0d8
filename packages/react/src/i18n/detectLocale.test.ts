import { NETWORK_RULE_TEXTS, RULE_MESSAGES, RULE_TEXTS } from "@portico/sdk/rules";
import { ERROR_CODES } from "@portico/server";
import { describe, expect, it } from "vitest";
import { catalogues } from "./createI18n";
import { detectLocale, readCookie, toLocale } from "./detectLocale";

describe("toLocale", () => {
  it("maps browser tags onto the five console languages", () => {
    expect(toLocale("zh-TW")).toBe("tw");
    expect(toLocale("zh-HK")).toBe("tw");
    expect(toLocale("zh-Hant")).toBe("tw");
    expect(toLocale("zh-Hant-TW")).toBe("tw");
    expect(toLocale("zh-CN")).toBe("zh");
    expect(toLocale("zh")).toBe("zh");
    expect(toLocale("zh-Hans-SG")).toBe("zh");
    expect(toLocale("ja-JP")).toBe("ja");
    expect(toLocale("ru")).toBe("ru");
    expect(toLocale("en-GB")).toBe("en");
    expect(toLocale("tw")).toBe("tw");
    expect(toLocale("de-DE")).toBeNull();
    expect(toLocale("")).toBeNull();
  });
});

describe("detectLocale", () => {
  it("prefers the explicit locale, then the lang cookie, then the browser, then English", () => {
    expect(detectLocale({ locale: "ru", cookie: "lang=ja", languages: ["zh-TW"] })).toBe("ru");
    expect(detectLocale({ cookie: "token=abc; lang=ja", languages: ["zh-TW"] })).toBe("ja");
    expect(detectLocale({ cookie: "lang=xx", languages: ["de", "zh-HK"] })).toBe("tw");
    expect(detectLocale({ cookie: "", languages: ["fr-FR", "de"] })).toBe("en");
    expect(detectLocale({})).toBe("en");
  });

  it("reads one cookie among many", () => {
    expect(readCookie("a=1; lang=zh; b=2", "lang")).toBe("zh");
    expect(readCookie("a=1", "lang")).toBeNull();
  });
});

describe("catalogues", () => {
  it("have identical keys in all five languages and no empty texts", () => {
    const enKeys = Object.keys(catalogues.en).sort();
    for (const [lng, cat] of Object.entries(catalogues)) {
      expect(Object.keys(cat).sort(), lng).toEqual(enKeys);
      for (const [key, text] of Object.entries(cat)) expect(text.trim(), `${lng} ${key}`).not.toBe("");
    }
  });

  it("translate every server error code and the network failure", () => {
    const codes = [...ERROR_CODES, "NETWORK_ERROR"];
    for (const code of codes) expect(Object.keys(catalogues.en)).toContain(`error.${code}`);
  });

  it("translate every message key the validation rules return (network keys load with the netconfig area)", () => {
    const general = Object.keys(RULE_TEXTS.en);
    for (const lng of ["tw", "zh", "en", "ja", "ru"] as const) {
      for (const key of general) expect(Object.keys(catalogues[lng]), `${lng} ${key}`).toContain(key);
    }
    const network = Object.keys(NETWORK_RULE_TEXTS.en);
    for (const key of Object.values(RULE_MESSAGES)) expect([...general, ...network]).toContain(key);
  });

  it("are really translated: non-English catalogues differ from English on most keys", () => {
    for (const lng of ["tw", "zh", "ja", "ru"] as const) {
      const same = Object.keys(catalogues.en).filter(
        (k) => catalogues[lng][k as keyof typeof catalogues.en] === catalogues.en[k as keyof typeof catalogues.en],
      );
      expect(same.length, `${lng}: ${same.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });
});
