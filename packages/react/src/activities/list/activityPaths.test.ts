import { describe, expect, it } from "vitest";
import { activityPaths } from "./activityPaths";

describe("activity routes", () => {
  it("opens modules activities with actmode=modules and legacy ones without it ('Deprecated')", () => {
    const p = activityPaths(3);
    expect(p.editor(7, "modules")).toBe("/businesses/3/activities/7?actmode=modules");
    expect(p.editor(7, "legacy")).toBe("/businesses/3/activities/7");
    expect(p.list).toBe("/businesses/3/activities");
    expect(p.wizard).toBe("/businesses/3/activities/first-activity");
    expect(p.configGroups).toBe("/businesses/3/configgroups/list");
  });

  it("keeps the event-mode project on the list and the wizard", () => {
    expect(activityPaths(3, 9).wizard).toBe("/businesses/3/activities/first-activity?project=9");
    expect(activityPaths(3, 9).list).toBe("/businesses/3/activities?project=9");
  });
});
