import { describe, expect, it } from "vitest";
import { routeTable, screenTitleKey, sectionTitleKey } from "../routes/routeTable";
import { consoleMessages } from "./index";

describe("console catalogues", () => {
  const keys = Object.keys(consoleMessages.en).sort();
  it("have identical keys and no empty text in all five languages", () => {
    for (const [lng, cat] of Object.entries(consoleMessages)) {
      expect(Object.keys(cat).sort(), lng).toEqual(keys);
      for (const [k, v] of Object.entries(cat)) expect(v.trim(), `${lng} ${k}`).not.toBe("");
    }
  });
  it("name every screen and section of the route table", () => {
    for (const r of routeTable) {
      expect(keys).toContain(screenTitleKey(r));
      expect(keys).toContain(sectionTitleKey(r.section));
    }
  });
});
