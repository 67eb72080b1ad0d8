import type { components } from "../generated/schema";
import { defaultModuleText } from "./moduleDefaults";

type Schemas = components["schemas"];
type LocaleSetting = Schemas["LocaleSetting"];
type ModuleProfile = Schemas["ModuleProfile"];

/**
 * The module texts a guest reads, which an owner may type again per portal language in the module's
 * `localeSetting.localeHash[code].setting` (the fields themselves hold the default language's text), with
 * their longest allowed length (the contract's lengths of the fields).
 */
export const MODULE_TEXT_FIELDS = {
  name: 100,
  continueCaption: 100,
  skipCaption: 100,
  couponTitle: 200,
  smsMessage: 300,
  htmlPortal: 100000,
} as const;

/** A module text an owner may translate. */
export type ModuleTextField = keyof typeof MODULE_TEXT_FIELDS;

/** The translated texts of one portal language. */
export type ModuleTexts = Partial<Record<ModuleTextField, string>>;

const isTextField = (key: string): key is ModuleTextField => Object.hasOwn(MODULE_TEXT_FIELDS, key);

/**
 * The terms-of-service text of a language, else of the setting's default language, as the owner saved it
 * (`content`, `html` or `text` of the entry's setting); null when blank. The guest portal and the editor's
 * preview pick the terms alike through this.
 */
export function localeText(setting: LocaleSetting | null | undefined, lang: string): string | null {
  if (!setting) return null;
  const entry = setting.localeHash[lang] ?? setting.localeHash[setting.defaultLang];
  const texts = entry?.setting as { content?: unknown; html?: unknown; text?: unknown } | undefined;
  const text = texts?.content ?? texts?.html ?? texts?.text;
  return typeof text === "string" && text.trim() ? text : null;
}

/**
 * The active languages of a locale setting (a business's continuePortal branding), its default language
 * first even when unmarked, each with the name its entry holds. Without a setting: none.
 */
export function activeLocales(setting: LocaleSetting | null | undefined): { code: string; language: string }[] {
  if (!setting) return [];
  const entries = Object.entries(setting.localeHash);
  const first = entries.filter(([code]) => code === setting.defaultLang);
  const rest = entries.filter(([code, e]) => code !== setting.defaultLang && e?.active);
  const named = [...first, ...rest].map(([code, e]) => ({ code, language: e?.language ?? code }));
  return named.length || !setting.defaultLang ? named : [{ code: setting.defaultLang, language: setting.defaultLang }];
}

/** The texts a module has for `lang` (only the translatable fields, only non-blank strings of an active entry). */
export function moduleTexts(profile: Pick<ModuleProfile, "localeSetting">, lang: string): ModuleTexts {
  const entry = profile.localeSetting?.localeHash[lang];
  if (!entry?.active) return {};
  const texts: ModuleTexts = {};
  for (const [key, value] of Object.entries(entry.setting)) {
    if (isTextField(key) && typeof value === "string" && value.trim()) texts[key] = value;
  }
  return texts;
}

/**
 * A module's profile as a guest reading `lang` sees it: the texts typed for that language replace the
 * default ones, blanks fall back, and `localeSetting` itself is dropped (guests never need the others).
 * @example localizeModule({ name: "Welcome", mode: "login", localeSetting }, "ja-JP").name // "ようこそ"
 */
export function localizeModule(profile: ModuleProfile, lang: string): ModuleProfile {
  const { localeSetting: _all, ...rest } = profile;
  // A wizard's default name or caption left as it was reads in the guest's language (see MODULE_DEFAULT_TEXTS).
  for (const key of ["name", "continueCaption", "skipCaption"] as const) {
    const text = rest[key];
    if (typeof text === "string") rest[key] = defaultModuleText(text, lang);
  }
  return { ...rest, ...moduleTexts(profile, lang) };
}

/**
 * What is wrong with a module's per-language texts, keyed by the path below `localeSetting` (e.g.
 * `localeHash/ja-JP/setting/title`): a key that is not a translatable text, a value that is not a string, or
 * one longer than the field allows. Language codes are checked by the contract (portal language list).
 */
export function moduleTextProblems(setting: LocaleSetting | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [code, entry] of Object.entries(setting?.localeHash ?? {})) {
    for (const [key, value] of Object.entries(entry?.setting ?? {})) {
      const at = `localeHash/${code}/setting/${key}`;
      if (!isTextField(key)) problems[at] = "is not a translatable module text";
      else if (typeof value !== "string") problems[at] = "must be a string";
      else if (value.length > MODULE_TEXT_FIELDS[key])
        problems[at] = `must be at most ${MODULE_TEXT_FIELDS[key]} characters`;
    }
  }
  return problems;
}
