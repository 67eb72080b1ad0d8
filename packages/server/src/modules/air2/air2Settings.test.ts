import { describe, expect, it } from "vitest";
import { type Air2Source, checkedData, roleColumn, rowPasses, widgetsOf } from "./air2Settings";
import type { Air2CampaignRecord } from "./air2Store";

const source: Air2Source = {
  id: 4,
  name: "Members",
  columns: [
    { name: "name", dataType: "string" },
    { name: "email", dataType: "string" },
    { name: "mobile", dataType: "string" },
    { name: "city", dataType: "string", fiilterable: true },
    { name: "points", dataType: "number", fiilterable: true },
    { name: "joined", dataType: "datetime", fiilterable: true },
  ],
};
const campaign = (o: Partial<Air2CampaignRecord> = {}): Air2CampaignRecord => ({
  id: 1,
  businessId: 1,
  projectId: 1,
  type: "broadcast",
  name: "Weekend",
  status: "draft",
  createTs: 0,
  sendCount: 0,
  general: { sourceId: "4" },
  filters: {},
  scheduler: {},
  ...o,
});

describe("air2 widgets", () => {
  it("general offers the sources and guesses the e-mail, phone and name columns", () => {
    const w = widgetsOf("general", campaign(), [source]);
    expect(w.map((x) => [x.key, x.type])).toEqual([
      ["name", "text"],
      ["sourceId", "dropdown"],
      ["emailColumn", "dropdown"],
      ["phoneColumn", "dropdown"],
      ["nameColumn", "dropdown"],
    ]);
    expect(w[1]!.choices).toEqual([{ label: "Members", value: "4" }]);
    expect(w.slice(2).map((x) => x.value)).toEqual(["email", "mobile", "name"]);
    expect(roleColumn(campaign({ general: { sourceId: "4", nameColumn: "city" } }), source, "nameColumn")).toBe("city");
  });

  it("filters come from the filterable columns of the chosen source, none without a source", () => {
    expect(widgetsOf("filters", campaign(), [source]).map((x) => [x.key, x.type])).toEqual([
      ["match", "radio"],
      ["city", "tags"],
      ["points", "tags"],
      ["joined", "datetime"],
    ]);
    expect(widgetsOf("filters", campaign({ general: {} }), [source])).toEqual([]);
  });

  it("checks data against the widgets", () => {
    const w = widgetsOf("filters", campaign(), [source]);
    expect(checkedData(w, { city: [" Taipei ", "Taipei", ""], joined: 1795000000, match: "any" })).toEqual({
      city: ["Taipei"],
      joined: 1795000000,
      match: "any",
    });
    expect(() => checkedData(w, { nope: 1 })).toThrow(/Invalid request/);
    expect(() => checkedData(w, { match: "some" })).toThrow();
    expect(() => checkedData(w, { city: "Taipei" })).toThrow();
    expect(() => checkedData(w, { joined: "yesterday" })).toThrow();
    const g = widgetsOf("general", campaign(), [source]);
    expect(checkedData(g, { sourceId: 4 })).toEqual({ sourceId: "4" });
    expect(() => checkedData(g, { sourceId: "5" })).toThrow();
    expect(() => checkedData(g, { name: "  " })).toThrow();
  });
});

describe("air2 filters on rows", () => {
  const row = { city: "Taipei", points: 30, joined: "2026-11-01T00:00:00Z" };
  it("no filter set passes every row", () => expect(rowPasses(row, {}, source)).toBe(true));
  it("tags match case-insensitively, numbers by value", () => {
    expect(rowPasses(row, { city: ["taipei", "Tainan"] }, source)).toBe(true);
    expect(rowPasses(row, { city: ["Tainan"] }, source)).toBe(false);
    expect(rowPasses(row, { points: ["30.0"] }, source)).toBe(true);
    expect(rowPasses({ city: "Taipei" }, { points: ["0"] }, source)).toBe(false);
  });
  it("datetime keeps rows on or after; all or any", () => {
    const nov1 = Date.parse("2026-11-01T00:00:00Z") / 1000;
    expect(rowPasses(row, { joined: nov1 }, source)).toBe(true);
    expect(rowPasses(row, { joined: nov1 + 1 }, source)).toBe(false);
    expect(rowPasses(row, { joined: nov1 + 1, city: ["Taipei"] }, source)).toBe(false);
    expect(rowPasses(row, { joined: nov1 + 1, city: ["Taipei"], match: "any" }, source)).toBe(true);
  });
});
