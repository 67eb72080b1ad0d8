import { activityName, autoSkipOptions, markModuleFlags } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { HttpError } from "../../errors";
import { assertOutboundUrls } from "../../guards/outbound";
import type { ActivityContent, ActivityModule, ActivityProfileFields, StoredContent } from "./activities";
import { authAppNames, contentProblems, type FieldProblems, hasAuthApps } from "./activityChecks";
import { sanitizeHtml, sanitizeStrings } from "./sanitizeHtml";

type ModuleProfile = ActivityModule["profile"];

/** Throws 400 VALIDATION_FAILED naming each bad path, when there is one. */
export function throwProblems(fields: FieldProblems): void {
  if (!Object.keys(fields).length) return;
  throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: Object.entries(fields)
      .map(([k, v]) => `${k} ${v}`)
      .join(", "),
    fields,
  });
}

/** A module's per-language texts with each language's htmlPortal sanitised like the default one. */
function sanitizeModuleTexts(setting: ModuleProfile["localeSetting"]): ModuleProfile["localeSetting"] {
  if (!setting) return setting;
  const localeHash = Object.fromEntries(
    Object.entries(setting.localeHash).map(([code, e]) => {
      const html = e?.setting.htmlPortal;
      return [
        code,
        e && typeof html === "string" ? { ...e, setting: { ...e.setting, htmlPortal: sanitizeHtml(html) } } : e,
      ];
    }),
  );
  return { ...setting, localeHash } as ModuleProfile["localeSetting"];
}

/** Module flags (section 4), coupon auto-skip options, and sanitised htmlPortal (every language's). */
export function normalizeModules(modules: readonly ActivityModule[]): ActivityModule[] {
  const flagged = markModuleFlags(modules);
  return flagged.map((m, i) => {
    const profile = { ...m.profile };
    if (profile.htmlPortal !== undefined) profile.htmlPortal = sanitizeHtml(profile.htmlPortal);
    if (profile.localeSetting) profile.localeSetting = sanitizeModuleTexts(profile.localeSetting);
    if (profile.mode === "coupon") profile.autoSkipCheckOptions = autoSkipOptions(flagged, i);
    return { ...m, profile };
  });
}

/** The terms of service with every text of every language sanitised. */
function sanitizeTos(tos: ActivityProfileFields["tos"]): ActivityProfileFields["tos"] {
  if (!tos) return tos;
  const localeHash = Object.fromEntries(
    Object.entries(tos.localeHash).map(([code, e]) => [code, e && { ...e, setting: sanitizeStrings(e.setting) }]),
  );
  return { ...tos, localeHash } as ActivityProfileFields["tos"];
}

/**
 * Merges a save into the previous copy (profile fields merged, other parts replaced) and applies the save
 * rules: 'Unnamed' for a blank name, cmxValidated kept by the server and reset when cmxUrl or cmxValidator
 * changes, grantAppName from the grant app, module flags, sanitised HTML, then the checks of
 * {@link contentProblems} (400 VALIDATION_FAILED with `fields`). A new cmxUrl, which the server fetches, must
 * pass the outbound guard with `allow` (400 URL_NOT_ALLOWED naming `profile/cmxUrl`).
 */
export async function mergeContent(
  db: Queryable,
  businessId: number,
  activityId: number,
  previous: StoredContent,
  patch: ActivityContent,
  allow: readonly string[],
): Promise<StoredContent> {
  // The server keeps these: mode and the timestamps are columns, cmxValidated and grantAppName are derived.
  const {
    cmxValidated: _v,
    grantAppName: _n,
    mode: _m,
    updateTs: _u,
    isPreview: _i,
    previewSync: _s,
    ...sent
  } = patch.profile ?? {};
  const before = previous.profile;
  const profile: ActivityProfileFields = { ...before, ...sent };
  profile.name = activityName(sent.name ?? before.name);
  const cmxChanged =
    ("cmxUrl" in sent && sent.cmxUrl !== before.cmxUrl) ||
    ("cmxValidator" in sent && sent.cmxValidator !== before.cmxValidator);
  profile.cmxValidated = cmxChanged ? false : Boolean(before.cmxValidated);
  // Checked when it changes: a DNS look-up on every auto-save would slow the editor, and validation checks again.
  if ("cmxUrl" in sent && sent.cmxUrl !== before.cmxUrl)
    await assertOutboundUrls({ "profile/cmxUrl": sent.cmxUrl?.trim() }, allow);
  if ("tos" in sent) profile.tos = sanitizeTos(sent.tos);
  const problems: FieldProblems = {};
  if ("grantAppId" in sent) {
    const name = await grantAppName(db, businessId, sent.grantAppId ?? null);
    if (name === undefined) problems["profile/grantAppId"] = "is not an authentication app of this business";
    else profile.grantAppName = name;
  }
  const next: StoredContent = {
    profile,
    modules: patch.modules ? normalizeModules(patch.modules) : previous.modules,
    skipModules: patch.skipModules ?? previous.skipModules,
    whiteList: patch.whiteList ? patch.whiteList.map((s) => s.trim()) : previous.whiteList,
    networkConfig: patch.networkConfig ?? previous.networkConfig,
    inodes: patch.inodes ? [...new Set(patch.inodes)] : previous.inodes,
  };
  throwProblems({ ...problems, ...(await contentProblems(db, businessId, activityId, next)) });
  return next;
}

/**
 * The grant app's name for `grantAppId`: null clears it; an id must be an authentication app of the business
 * once that table exists (undefined when it is not); before that the id is kept without a name.
 */
export async function grantAppName(
  db: Queryable,
  businessId: number,
  id: number | null,
): Promise<string | null | undefined> {
  if (id === null) return null;
  if (!(await hasAuthApps(db))) return null;
  return (await authAppNames(db, businessId, [id])).get(id);
}
