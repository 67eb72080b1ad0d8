import { type RuleMessageKey, scheduleEntryProblem, timeOfTs, zonedTs } from "@portico/sdk/rules";
import type { ConfigGroup, ScheduleEntry } from "../../data/configGroupTypes";

/** One entry as the day schedule edits it: a wall-clock time and the activity id (or "") per SSID index. */
export interface EntryDraft {
  key: string;
  time: string;
  activities: Record<number, string>;
  /** The stored entry it came from; undefined for a new one. */
  saved?: ScheduleEntry;
}

/** An SSID of a configuration group (the same index on both radios). */
export interface SsidOption {
  index: number;
  name: string;
}

/** Enabled SSIDs of a configuration group by index; the 2.4 GHz name first. */
export function ssidOptions(cg: ConfigGroup | undefined): SsidOption[] {
  const byIndex = new Map<number, string>();
  for (const band of ["2.4g", "5g"] as const)
    for (const s of cg?.network.wifi?.[band]?.ssid ?? [])
      if (s.enable && !byIndex.has(s.index)) byIndex.set(s.index, s.name ?? `SSID-${s.index}`);
  return [...byIndex].sort((a, b) => a[0] - b[0]).map(([index, name]) => ({ index, name }));
}

/**
 * Activities a schedule can switch to: the business's activity list (newest first), then any activity on the
 * group's SSIDs or already scheduled that the list lacks, so a stored choice always shows.
 */
export function activityOptions(
  listed: readonly { id: number; name: string }[],
  cg: ConfigGroup | undefined,
  entries: readonly ScheduleEntry[],
) {
  const names = new Map<number, string>(listed.map((a) => [a.id, a.name]));
  for (const a of Object.values(cg?.activities ?? {}))
    if (!names.has(a.activityId)) names.set(a.activityId, a.activityName ?? `#${a.activityId}`);
  for (const e of entries)
    for (const a of e.activities)
      if (!names.has(a.activityId)) names.set(a.activityId, a.activityName ?? `#${a.activityId}`);
  return [...names].map(([id, name]) => ({ value: String(id), label: name }));
}

/** Drafts of stored entries, in a time zone. */
export function toDrafts(entries: readonly ScheduleEntry[], timeZone: string): EntryDraft[] {
  return entries.map((e) => ({
    key: `saved-${e.startTs}`,
    time: timeOfTs(e.startTs, timeZone),
    activities: Object.fromEntries(e.activities.map((a) => [a.ssidIndex, String(a.activityId)])),
    saved: e,
  }));
}

/** A draft as the contract's entry (startTs null when the time is not a valid HH:MM). */
export function fromDraft(
  d: EntryDraft,
  date: string,
  timeZone: string,
): { startTs: number | null; activities: ScheduleEntry["activities"] } {
  return {
    startTs: zonedTs(date, d.time, timeZone),
    activities: Object.entries(d.activities)
      .filter(([, id]) => id)
      .map(([ssid, id]) => ({ ssidIndex: Number(ssid), activityId: Number(id) })),
  };
}

/** True when a stored entry was changed (time or activities). */
export function isChanged(d: EntryDraft, date: string, timeZone: string): boolean {
  if (!d.saved) return true;
  const now = fromDraft(d, date, timeZone);
  const key = (acts: ScheduleEntry["activities"]) =>
    [...acts]
      .sort((a, b) => a.ssidIndex - b.ssidIndex)
      .map((a) => `${a.ssidIndex}=${a.activityId}`)
      .join(",");
  return now.startTs !== d.saved.startTs || key(now.activities) !== key(d.saved.activities);
}

/**
 * Section 5 schedule entry rules on every new or changed draft: the first problem per draft key ('Please select
 * schedule activities.', 'Scheduled.', 'Schedule time should be later than current time.').
 */
export function draftProblems(
  drafts: readonly EntryDraft[],
  date: string,
  timeZone: string,
  nowTs: number,
): Record<string, RuleMessageKey | "configgroups.day.badTime"> {
  const out: Record<string, RuleMessageKey | "configgroups.day.badTime"> = {};
  const all = drafts.map((d) => ({ d, e: fromDraft(d, date, timeZone) }));
  for (const { d, e } of all) {
    if (!isChanged(d, date, timeZone)) continue;
    if (e.startTs === null) {
      out[d.key] = "configgroups.day.badTime";
      continue;
    }
    const existing = all
      .filter((x) => x.d.key !== d.key && x.e.startTs !== null)
      .map((x) => ({ startTs: x.e.startTs as number }));
    const problem = scheduleEntryProblem({ startTs: e.startTs, activities: e.activities }, { nowTs, existing });
    if (problem) out[d.key] = problem;
  }
  return out;
}
