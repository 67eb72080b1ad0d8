import type { ActivityContent, ActivityProfileFields, EditorContent } from "../../data/activityEditorTypes";

// Profile fields the server owns: never sent back in a preview save or a diff.
const SERVER_PROFILE_KEYS = ["updateTs", "isPreview", "previewSync", "cmxValidated", "grantAppName", "mode"] as const;
const PARTS = ["modules", "skipModules", "whiteList", "networkConfig", "inodes"] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The profile without the fields the server owns. */
export function editableProfile(profile: ActivityProfileFields | undefined): ActivityProfileFields {
  const out: Record<string, unknown> = { ...profile };
  for (const k of SERVER_PROFILE_KEYS) delete out[k];
  return out as ActivityProfileFields;
}

/** The editor's working copy of a preview or running copy (every part present). */
export function toEditorContent(c: ActivityContent): EditorContent {
  return {
    profile: { ...c.profile },
    modules: c.modules ?? [],
    skipModules: c.skipModules ?? [],
    whiteList: c.whiteList ?? [],
    networkConfig: c.networkConfig ?? {},
    inodes: c.inodes ?? [],
  };
}

/** What a preview save sends: every part, the profile without server-owned fields. */
export function previewBody(c: EditorContent): ActivityContent {
  return { ...c, profile: editableProfile(c.profile) };
}

/**
 * The diff an updateActivity sends: the profile fields that differ from the running copy (merged by the
 * server) and each other part that differs (replaced). Empty when nothing changed.
 * @example activityDiff(running, draft) // { profile: { name: "New" }, modules: [...] }
 */
export function activityDiff(running: ActivityContent, draft: EditorContent): ActivityContent {
  const diff: ActivityContent = {};
  const before = editableProfile(running.profile);
  const after = editableProfile(draft.profile);
  const profile: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (!same(a, b) && b !== undefined) profile[key] = b;
  }
  if (Object.keys(profile).length) diff.profile = profile as ActivityProfileFields;
  for (const part of PARTS) {
    if (!same(running[part], draft[part])) (diff as Record<string, unknown>)[part] = draft[part];
  }
  return diff;
}

/** True when the diff has nothing to save. */
export function isEmptyDiff(diff: ActivityContent): boolean {
  return Object.keys(diff).length === 0;
}

// JSON with object keys sorted, so that two copies compare by content, not by key order.
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === "object" && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );

/**
 * Whether the working copy differs from the running copy, i.e. guests see an older version until Save: every part
 * compared by content (a missing part equals an empty one, key order aside), server-owned profile fields left out.
 * @example differsFromRunning(activity, draft) // false right after a Save
 */
export function differsFromRunning(running: ActivityContent, draft: EditorContent): boolean {
  const canonical = (c: EditorContent) => stable({ ...c, profile: editableProfile(c.profile) });
  return canonical(toEditorContent(running)) !== canonical(draft);
}
