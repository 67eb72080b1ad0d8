import { describe, expect, it } from "vitest";
import { draftProblems, type EntryDraft, fromDraft, toDrafts } from "./dayEntries";

const tz = "Asia/Taipei";
const day = "2030-05-01";
const ts = (hhmm: string) => Date.UTC(2030, 4, 1, Number(hhmm.slice(0, 2)) - 8, Number(hhmm.slice(3))) / 1000;

describe("day schedule drafts", () => {
  it("round-trips stored entries through wall-clock times in the group's zone", () => {
    const [d] = toDrafts([{ startTs: ts("10:30"), activities: [{ ssidIndex: 2, activityId: 7 }] }], tz);
    expect(d?.time).toBe("10:30");
    expect(fromDraft(d!, day, tz)).toEqual({ startTs: ts("10:30"), activities: [{ ssidIndex: 2, activityId: 7 }] });
  });

  it("gives the section 5 messages for new or changed entries only", () => {
    const now = ts("12:00");
    const saved = toDrafts([{ startTs: ts("09:00"), activities: [{ ssidIndex: 1, activityId: 1 }] }], tz);
    const drafts: EntryDraft[] = [
      ...saved, // past but unchanged: no problem
      { key: "a", time: "13:00", activities: {} },
      { key: "b", time: "09:00", activities: { 1: "1" } },
      { key: "c", time: "11:00", activities: { 1: "1" } },
      { key: "d", time: "25:00", activities: { 1: "1" } },
      { key: "e", time: "14:00", activities: { 1: "1" } },
    ];
    expect(draftProblems(drafts, day, tz, now)).toEqual({
      a: "Please select schedule activities.",
      b: "Scheduled.",
      c: "Schedule time should be later than current time.",
      d: "configgroups.day.badTime",
    });
  });
});
