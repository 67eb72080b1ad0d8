import { describe, expect, it } from "vitest";
import { correctCheckioRange, supplierReportUrl } from "./checkios";

const today = "2026-11-27";

describe("correctCheckioRange", () => {
  it("keeps a range within the rule", () => {
    expect(correctCheckioRange({ from: "2026-11-01", to: "2026-11-07" }, today)).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      corrected: [],
    });
    expect(correctCheckioRange({ from: today, to: today }, today).corrected).toEqual([]);
  });
  it("shortens an 8-day range to 6 days after the start", () => {
    expect(correctCheckioRange({ from: "2026-11-01", to: "2026-11-09" }, today)).toEqual({
      from: "2026-11-01",
      to: "2026-11-07",
      corrected: ["to"],
    });
  });
  it("moves an end before the start to the start", () => {
    expect(correctCheckioRange({ from: "2026-11-05", to: "2026-11-01" }, today)).toMatchObject({
      to: "2026-11-05",
      corrected: ["to"],
    });
  });
  it("keeps the start between 2016-01-01 and today", () => {
    expect(correctCheckioRange({ from: "2015-12-30", to: "2016-01-02" }, today)).toEqual({
      from: "2016-01-01",
      to: "2016-01-02",
      corrected: ["from"],
    });
    // A start after today becomes today; an end within 6 days of it stays.
    expect(correctCheckioRange({ from: "2026-12-01", to: "2026-12-02" }, today)).toEqual({
      from: today,
      to: "2026-12-02",
      corrected: ["from"],
    });
    // The end may pass today when the start is today (6 days after the start at most).
    expect(correctCheckioRange({ from: today, to: "2026-12-10" }, today).to).toBe("2026-12-03");
  });
  it("replaces days that do not exist", () => {
    expect(correctCheckioRange({ from: "2026-02-30", to: "x" }, today)).toEqual({
      from: today,
      to: today,
      corrected: ["from", "to"],
    });
  });
});

describe("supplierReportUrl", () => {
  it("adds from, to, cs and the token to the address", () => {
    expect(
      supplierReportUrl("https://wms.example/r?site=2", {
        from: "2026-11-01",
        to: "2026-11-02",
        cs: true,
        token: "a b",
      }),
    ).toBe("https://wms.example/r?site=2&from=2026-11-01&to=2026-11-02&cs=true&access_token=a+b");
  });
  it("refuses addresses that are not http(s)", () => {
    expect(supplierReportUrl("javascript:alert(1)", { from: "a", to: "b", cs: false, token: "t" })).toBeNull();
    expect(supplierReportUrl("not a url", { from: "a", to: "b", cs: false, token: "t" })).toBeNull();
  });
});
