import { describe, expect, it } from "vitest";
import { checkSegmentConditions, clampAge } from "./segmentConditions";

describe("segment conditions", () => {
  it("clamps ages to 0-150", () => {
    expect(clampAge(-3)).toBe(0);
    expect(clampAge(200)).toBe(150);
    expect(checkSegmentConditions([{ field: "age", op: "BETWEEN", start: 20, end: 999 }])).toEqual({
      ok: true,
      conditions: [{ field: "age", op: "BETWEEN", start: 20, end: 150 }],
    });
  });

  it("rejects a start after its end, also after clamping", () => {
    expect(checkSegmentConditions([{ field: "lastAuth", op: "BETWEEN", start: 10, end: 5 }])).toMatchObject({
      ok: false,
      problem: "range",
    });
    expect(checkSegmentConditions([{ field: "age", op: "BETWEEN", start: 151, end: 149 }])).toMatchObject({
      ok: false,
      problem: "range",
    });
  });

  it("takes each field only with its own operator and value, once", () => {
    expect(checkSegmentConditions([{ field: "gender", op: "BETWEEN" }])).toMatchObject({ problem: "op" });
    expect(checkSegmentConditions([{ field: "gender", op: "EQ" }])).toMatchObject({ problem: "value" });
    expect(checkSegmentConditions([{ field: "age", op: "BETWEEN", start: 1 }])).toMatchObject({ problem: "value" });
    expect(
      checkSegmentConditions([
        { field: "phoneNumber", op: "NOT_NULL" },
        { field: "phoneNumber", op: "NOT_NULL" },
      ]),
    ).toMatchObject({ ok: false, index: 1, problem: "duplicate" });
    expect(
      checkSegmentConditions([
        { field: "phoneNumber", op: "NOT_NULL" },
        { field: "gender", op: "EQ", value: "female" },
      ]),
    ).toMatchObject({ ok: true });
  });
});
