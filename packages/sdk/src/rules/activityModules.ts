import type { components } from "../generated/schema";
import type { MenuType } from "./menuTypes";

type Schemas = components["schemas"];
export type ModuleType = Schemas["ModuleType"];
export type ActivityModule = Schemas["Module"];
export type SkipModule = Schemas["SkipModule"];
export type SkipModuleMode = Schemas["SkipModuleMode"];
export type AutoSkipCheckOption = Schemas["AutoSkipCheckOption"];

/** Part 1 section 9: the template defaults of a new activity (seconds, grants). */
export const ACTIVITY_DEFAULTS = { accessDuration: 43200, activityFreeDuration: 86400, grantTimes: 2 } as const;
/**
 * Part 3 section 9: the access and free durations (seconds) of an activity whose profile lacks them; every
 * activity made by the server starts from {@link ACTIVITY_DEFAULTS} (the template values) instead.
 */
export const DEFAULT_ACCESS_DURATION = 7200;
export const DEFAULT_FREE_DURATION = 86400;
/** Part 1 section 9: skip grant duration default (900; 1800 is the other offered value). */
export const SKIP_GRANT_DURATIONS = [900, 1800] as const;
/** Part 1 section 4: a redirect-activity skip module grants after 15 s. */
export const REDIRECT_ACTIVITY_DELAY_GRANT = 15;
/** The name an activity without one gets, and the suffix a duplicate gets (part 1 section 4). */
export const UNNAMED_ACTIVITY = "Unnamed";
export const DUPLICATE_SUFFIX = " Copy";

/** Every module type of part 1 section 2, in the editor's order. */
export const MODULE_TYPES = [
  "login",
  "social-web",
  "social-app",
  "coupon",
  "iframe",
  "survey",
  "survey-diy",
  "registration-form",
  "countdown",
  "video",
  "redirect",
  "redirect-activity",
  "social-board",
  "grant",
  "grant-3rd",
  "banner-list",
  "carousel",
  "pass2u-checkout",
  "member-card",
  "booking",
  "booking-distributor",
  "google-review",
] as const satisfies readonly ModuleType[];

// Types that only make sense with WiFi hardware (granting network access) or with an app a menu type hides.
const WIFI_ONLY: readonly ModuleType[] = ["grant", "grant-3rd", "social-app"];
const HIDDEN_BY_MENU: Partial<Record<MenuType, readonly ModuleType[]>> = {
  event: [...WIFI_ONLY, "booking", "booking-distributor"],
  ttshow: [...WIFI_ONLY, "booking", "booking-distributor"],
  onePageBooking: [...WIFI_ONLY, "pass2u-checkout", "member-card", "social-board"],
  si: [...WIFI_ONLY],
};

/** The module types a console of this menu type offers (section 1: the menu type shows or hides them). */
export function moduleTypesFor(menuType: MenuType | undefined): ModuleType[] {
  const hidden = new Set(HIDDEN_BY_MENU[menuType ?? "default"] ?? []);
  return MODULE_TYPES.filter((t) => !hidden.has(t));
}

/** An activity's name as stored: blank becomes 'Unnamed'. */
export function activityName(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : UNNAMED_ACTIVITY;
}

/** The name of a duplicated activity. */
export function duplicateName(name: string): string {
  return `${activityName(name)}${DUPLICATE_SUFFIX}`;
}

const ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A new module id: random 10 characters (section 3). `random` is injectable for deterministic seeds. */
export function newModuleId(random: () => number = Math.random): string {
  let id = "";
  for (let i = 0; i < 10; i++) id += ID_CHARS[Math.floor(random() * ID_CHARS.length)];
  return id;
}

/**
 * Section 4: the first module shows the terms-of-service checkbox, the last is flagged isLastModule; no
 * other module carries either flag. Returns new module objects.
 */
export function markModuleFlags(modules: readonly ActivityModule[]): ActivityModule[] {
  return modules.map((m, i) => ({
    ...m,
    profile: { ...m.profile, showTosAgreementCheckbox: i === 0, isLastModule: i === modules.length - 1 },
  }));
}

/** Section 4: coupon modules list the earlier skippable modules as auto-skip options, keeping earlier checks. */
export function autoSkipOptions(modules: readonly ActivityModule[], couponIndex: number): AutoSkipCheckOption[] {
  const previous = new Map((modules[couponIndex]?.profile.autoSkipCheckOptions ?? []).map((o) => [o.id, o.check]));
  return modules
    .slice(0, Math.max(0, couponIndex))
    .filter((m) => m.profile.skippable)
    .map((m) => ({ id: m.id, name: m.profile.name, mode: m.profile.mode, check: previous.get(m.id) ?? false }));
}

/** The three skip-module slots (grant, system ad, redirect), filled to length 3. */
export function skipModuleSlots(skip: readonly SkipModule[] | undefined): [SkipModule, SkipModule, SkipModule] {
  return [{ ...skip?.[0] }, { ...skip?.[1] }, { ...skip?.[2] }];
}

/**
 * Section 4: choosing redirect-activity sets the grant mode to bypass and delayGrant to 15; choosing
 * countdown, video or carousel clears delayGrant and the redirect settings.
 */
export function applySkipModuleChoice(
  skip: readonly SkipModule[] | undefined,
  mode: Exclude<SkipModuleMode, "bypass">,
  redirectActivity?: number | null,
): SkipModule[] {
  const [grant, ad, redirect] = skipModuleSlots(skip);
  if (mode === "redirect-activity") {
    return [
      { ...grant, mode: "bypass" },
      { ...ad, delayGrant: REDIRECT_ACTIVITY_DELAY_GRANT },
      { ...redirect, mode, redirectActivity: redirectActivity ?? redirect.redirectActivity ?? null },
    ];
  }
  return [grant, { ...ad, delayGrant: null }, { mode, redirectUrl: null, redirectActivity: null }];
}

/**
 * Section 5: custom analytics function fields are parsed as a list of JSON items. Accepts a JSON array of
 * objects with a `name`, or one object per line. Returns the items, or the 1-based line that failed.
 */
export function parseAnalyticsFunctions(
  text: string,
): { ok: true; items: Array<{ name: string; [k: string]: unknown }> } | { ok: false; line: number } {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, items: [] };
  const isItem = (v: unknown): v is { name: string } =>
    typeof v === "object" && v !== null && !Array.isArray(v) && typeof (v as { name?: unknown }).name === "string";
  if (trimmed.startsWith("[")) {
    try {
      const list: unknown = JSON.parse(trimmed);
      if (Array.isArray(list) && list.every(isItem)) return { ok: true, items: list };
    } catch {}
    return { ok: false, line: 1 };
  }
  const items: Array<{ name: string }> = [];
  const lines = text.split("\n");
  for (const [i, line] of lines.entries()) {
    if (!line.trim()) continue;
    try {
      const item: unknown = JSON.parse(line);
      if (!isItem(item)) return { ok: false, line: i + 1 };
      items.push(item);
    } catch {
      return { ok: false, line: i + 1 };
    }
  }
  return { ok: true, items };
}
