import { describe, expect, it } from "vitest";
import { MENU_TYPES, toMenuType } from "./menuTypes";

describe("menu types", () => {
  it("lists the nine leftMenuType values of the specification", () => {
    expect(MENU_TYPES).toHaveLength(9);
    expect(MENU_TYPES).toContain("si");
  });
  it("accepts known values and refuses others", () => {
    expect(toMenuType("event")).toBe("event");
    expect(toMenuType("Event")).toBeUndefined();
    expect(toMenuType(undefined)).toBeUndefined();
  });
});
