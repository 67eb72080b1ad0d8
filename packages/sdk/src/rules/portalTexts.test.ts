import { describe, expect, it } from "vitest";
import type { components } from "../generated/schema";
import { activeLocales, localeText, localizeModule, moduleTextProblems, moduleTexts } from "./portalTexts";

type ModuleProfile = components["schemas"]["ModuleProfile"];

const profile: ModuleProfile = {
  name: "歡迎",
  mode: "login",
  continueCaption: "繼續",
  couponTitle: "折價券",
  localeSetting: {
    defaultLang: "zh-TW",
    localeHash: {
      "ja-JP": { language: "日本語", active: true, setting: { name: "ようこそ", continueCaption: "  ", other: "x" } },
      "en-US": { language: "English (United States)", active: false, setting: { name: "Welcome" } },
    },
  },
};

describe("module texts per portal language", () => {
  it("replaces the texts typed for the language and keeps the defaults for blanks", () => {
    const ja = localizeModule(profile, "ja-JP");
    expect(ja.name).toBe("ようこそ");
    // "繼續" is the wizard's own 'Continue' (MODULE_DEFAULT_TEXTS): a Japanese guest reads it in Japanese.
    expect(ja.continueCaption).toBe("続ける");
    expect(ja.couponTitle).toBe("折價券");
    expect(ja).not.toHaveProperty("localeSetting");
    expect(ja).not.toHaveProperty("other");
  });

  it("gives a wizard's default name and captions in the guest's language, and leaves the owner's own texts", () => {
    const grant = { name: "Get online", mode: "grant" as const, continueCaption: "Connect", skipCaption: "Later" };
    expect(localizeModule(grant, "ja-JP")).toMatchObject({ name: "インターネットに接続", continueCaption: "接続する" });
    expect(localizeModule(grant, "zh-TW").name).toBe("連上網路");
    expect(localizeModule(grant, "ru-RU").continueCaption).toBe("Подключиться");
    expect(localizeModule({ ...grant, name: "連上網路" }, "en-GB").name).toBe("Get online");
    expect(localizeModule(grant, "ja-JP").skipCaption).toBe("Later");
    expect(localizeModule({ name: "Welcome to Portico", mode: "login" }, "ja-JP").name).toBe("Welcome to Portico");
  });

  it("ignores an inactive language and one without texts", () => {
    expect(localizeModule(profile, "en-US").name).toBe("歡迎");
    expect(localizeModule(profile, "ru-RU").name).toBe("歡迎");
    expect(moduleTexts({}, "ja-JP")).toEqual({});
  });

  it("names keys that are not texts, values that are not strings, and texts that are too long", () => {
    expect(
      moduleTextProblems({
        defaultLang: "zh-TW",
        localeHash: {
          "ja-JP": {
            language: "日本語",
            active: true,
            setting: { name: "x".repeat(101), mode: "grant", skipCaption: 3, htmlPortal: "<p>ok</p>" },
          },
        },
      }),
    ).toEqual({
      "localeHash/ja-JP/setting/name": "must be at most 100 characters",
      "localeHash/ja-JP/setting/mode": "is not a translatable module text",
      "localeHash/ja-JP/setting/skipCaption": "must be a string",
    });
    expect(moduleTextProblems(undefined)).toEqual({});
  });

  it("picks the terms of a language, else of the default language, else none", () => {
    const tos = {
      defaultLang: "zh-TW",
      localeHash: {
        "zh-TW": { language: "中文", active: true, setting: { text: "條款" } },
        "en-US": { language: "English", active: true, setting: { html: "<p>Terms</p>" } },
        "ja-JP": { language: "日本語", active: true, setting: { text: " " } },
      },
    };
    expect(localeText(tos, "en-US")).toBe("<p>Terms</p>");
    expect(localeText(tos, "ru-RU")).toBe("條款");
    expect(localeText(tos, "ja-JP")).toBeNull();
    expect(localeText(null, "en-US")).toBeNull();
  });

  it("lists the active languages, the default first", () => {
    const setting = {
      defaultLang: "en-US",
      localeHash: {
        "ja-JP": { language: "日本語", active: true, setting: {} },
        "ru-RU": { language: "Русский", active: false, setting: {} },
        "en-US": { language: "English", active: true, setting: {} },
      },
    };
    expect(activeLocales(setting)).toEqual([
      { code: "en-US", language: "English" },
      { code: "ja-JP", language: "日本語" },
    ]);
    expect(activeLocales({ defaultLang: "zh-TW", localeHash: {} })).toEqual([{ code: "zh-TW", language: "zh-TW" }]);
    expect(activeLocales(undefined)).toEqual([]);
  });
});
