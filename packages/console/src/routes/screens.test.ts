import { describe, expect, it } from "vitest";
import { routeTable } from "./routeTable";
import { screens } from "./screens";

describe("screen registry", () => {
  it("marks a route as existing exactly when its widget is registered", () => {
    for (const r of routeTable) expect(r.exists, r.widget).toBe(r.widget in screens);
  });
});
