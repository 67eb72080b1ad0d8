import { invalidHostItems, moduleTextProblems } from "@portico/sdk/rules";
import type { Queryable } from "../../db/db";
import type { StoredContent } from "./activities";
import { linkProblems } from "./activityLinks";

/** Path of a bad field (`modules/0/id`) to what is wrong with it: VALIDATION_FAILED's `fields`. */
export type FieldProblems = Record<string, string>;

/** True when the authentication-apps table exists (it arrives with migration 012 of the auth-apps work). */
export async function hasAuthApps(db: Queryable): Promise<boolean> {
  const [r] = await db.query<{ ok: boolean }>("select to_regclass('auth_apps') is not null as ok");
  return Boolean(r?.ok);
}

/** The ids of the business's authentication apps among `ids`, by id with their names. */
export async function authAppNames(db: Queryable, businessId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: number; name: string }>(
    "select id, name from auth_apps where business_id = $1 and id = any($2::bigint[])",
    [businessId, ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The indexes of the white list's invalid items (host-list rule of part 1 section 5; repeats included). */
export function badWhiteListIndexes(items: readonly string[]): number[] {
  const bad: number[] = [];
  let before = 0;
  for (let i = 0; i < items.length; i++) {
    const now = invalidHostItems(items.slice(0, i + 1)).length;
    if (now > before) bad.push(i);
    before = now;
  }
  return bad;
}

/**
 * The save rules that need the database or the whole content: unique module ids, at least one picture in a
 * banner list or carousel, per-language module texts
 * that are translatable fields within their lengths, `app:<id>` login methods
 * that are the business's authentication apps (only once that table exists), redirect-activity targets that
 * are other activities of the business, white-list items, iNodes bound to the business, and http(s)-only links
 * ({@link linkProblems}).
 */
export async function contentProblems(
  db: Queryable,
  businessId: number,
  activityId: number,
  c: StoredContent,
): Promise<FieldProblems> {
  const p: FieldProblems = linkProblems(c);
  const seen = new Set<string>();
  const appRefs: [string, number][] = [];
  const activityRefs: [string, number][] = [];
  for (const [i, m] of c.modules.entries()) {
    if (seen.has(m.id)) p[`modules/${i}/id`] = "is used by another module";
    seen.add(m.id);
    // Part 1 section 5: banner lists and carousels keep at least one item.
    if ((m.profile.mode === "banner-list" || m.profile.mode === "carousel") && !m.profile.items?.length) {
      p[`modules/${i}/profile/items`] = "must keep at least one picture";
    }
    for (const [at, problem] of Object.entries(moduleTextProblems(m.profile.localeSetting))) {
      p[`modules/${i}/profile/localeSetting/${at}`] = problem;
    }
    for (const key of Object.keys(m.profile.loginMethods ?? {})) {
      if (key.startsWith("app:")) appRefs.push([`modules/${i}/profile/loginMethods/${key}`, Number(key.slice(4))]);
    }
    if (m.profile.mode === "redirect-activity" && m.profile.refId != null) {
      activityRefs.push([`modules/${i}/profile/refId`, m.profile.refId]);
    }
  }
  const target = c.skipModules[2]?.redirectActivity;
  if (target != null) activityRefs.push(["skipModules/2/redirectActivity", target]);

  if (appRefs.length && (await hasAuthApps(db))) {
    const known = await authAppNames(
      db,
      businessId,
      appRefs.map(([, id]) => id),
    );
    for (const [path, id] of appRefs) if (!known.has(id)) p[path] = "is not an authentication app of this business";
  }
  if (activityRefs.length) {
    const rows = await db.query<{ id: number }>(
      "select id from activities where business_id = $1 and id = any($2::bigint[])",
      [businessId, activityRefs.map(([, id]) => id)],
    );
    const known = new Set(rows.map((r) => Number(r.id)));
    for (const [path, id] of activityRefs) {
      if (id === activityId) p[path] = "cannot be the activity itself";
      else if (!known.has(id)) p[path] = "is not an activity of this business";
    }
  }
  for (const i of badWhiteListIndexes(c.whiteList)) p[`whiteList/${i}`] = "is not a valid host, address or range";
  if (c.inodes.length) {
    const rows = await db.query<{ cuid: string }>(
      "select cuid from inodes where business_id = $1 and cuid = any($2::text[])",
      [businessId, c.inodes],
    );
    const bound = new Set(rows.map((r) => r.cuid));
    for (const [i, cuid] of c.inodes.entries())
      if (!bound.has(cuid)) p[`inodes/${i}`] = "is not an iNode of this business";
  }
  return p;
}
