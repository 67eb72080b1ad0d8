import type { components } from "@portico/sdk";
import { activeLocales, DEFAULT_ACCESS_DURATION, DEFAULT_FREE_DURATION } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import { DEFAULT_PORTAL_LANG, portalLanguage } from "../business/portalLanguages";

type Schemas = components["schemas"];
type LocaleSetting = Schemas["LocaleSetting"];

/** What a guest's portal shows of an activity: fixed for the session's life, read per request. */
export interface PortalActivity {
  businessId: number;
  businessName: string;
  activityId: number;
  name: string;
  accessDuration: number;
  /** Usage control: at most `grantTimes` grants per guest in `freeDuration` seconds (null: no limit). */
  grantTimes: number | null;
  freeDuration: number;
  modules: Schemas["PortalModule"][];
  skipModules: Schemas["SkipModule"][];
  authApps: Schemas["PortalAuthApp"][];
  /** The business's active portal languages, default first. */
  languages: Schemas["PortalLanguage"][];
  defaultLang: string;
  tos: LocaleSetting | null;
}

interface Row extends Record<string, unknown> {
  id: number;
  business_id: number;
  name: string;
  mode: string;
  profile: Schemas["ActivityProfileFields"];
  modules: Schemas["Module"][];
  skip_modules: Schemas["SkipModule"][];
  business_name: string;
  branding: { continuePortal?: { localeSetting?: LocaleSetting }; tos?: { localeSetting?: LocaleSetting } } | null;
}

/** The active languages of a locale setting, its default first (codes not in the portal language list dropped). */
function activeLanguages(setting: LocaleSetting | undefined): {
  defaultLang: string;
  languages: Schemas["PortalLanguage"][];
} {
  const defaultLang = setting?.defaultLang ?? DEFAULT_PORTAL_LANG;
  const languages = activeLocales(setting ?? { defaultLang, localeHash: {} }).flatMap(({ code }) => {
    const language = portalLanguage(code);
    return language ? [{ code, language }] : [];
  });
  return { defaultLang, languages };
}

/**
 * The running copy of the activity behind a portal (the editor previews its preview copy itself). Modules
 * were sanitised when saved (the activities area runs owner HTML through DOMPurify), so they go out as stored.
 */
export async function loadPortalActivity(db: Queryable, activityId: number): Promise<PortalActivity | null> {
  const [r] = await db.query<Row>(
    `select a.id, a.business_id, a.name, a.mode, a.profile, a.modules, a.skip_modules,
            b.name as business_name, b.branding
       from activities a join businesses b on b.id = a.business_id where a.id = $1`,
    [activityId],
  );
  if (r?.mode !== "modules") return null;
  const { profile, modules } = r;
  const appIds = new Set<number>();
  for (const m of modules)
    for (const [key, method] of Object.entries(m.profile.loginMethods ?? {}))
      if (key.startsWith("app:") && method.enabled) appIds.add(Number(key.slice(4)));
  const { defaultLang, languages } = activeLanguages(r.branding?.continuePortal?.localeSetting);
  return {
    businessId: Number(r.business_id),
    businessName: r.business_name,
    activityId: Number(r.id),
    name: profile.name ?? r.name,
    accessDuration: profile.accessDuration ?? DEFAULT_ACCESS_DURATION,
    grantTimes: profile.grantTimes || null,
    freeDuration: profile.activityFreeDuration ?? DEFAULT_FREE_DURATION,
    modules: modules.map((m) => ({ id: m.id, profile: m.profile })),
    skipModules: r.skip_modules,
    authApps: await portalAuthApps(db, Number(r.business_id), [...appIds]),
    languages,
    defaultLang,
    tos: profile.tos ?? r.branding?.tos?.localeSetting ?? null,
  };
}

/** The public face of the custom authentication apps a login module offers (same business only). */
async function portalAuthApps(db: Queryable, businessId: number, ids: number[]): Promise<Schemas["PortalAuthApp"][]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number; name: string; config: { caption?: string; buttonColor?: string } }>(
    // Only oauth2 apps can sign a guest in (the other providers are hidden), so only they get a button.
    "select id, name, config from auth_apps where business_id = $1 and id = any($2::bigint[]) and provider = 'oauth2' order by id",
    [businessId, ids],
  );
  return rows.map((a) => ({
    id: Number(a.id),
    name: a.name,
    caption: a.config.caption ?? null,
    buttonColor: a.config.buttonColor ?? null,
  }));
}
