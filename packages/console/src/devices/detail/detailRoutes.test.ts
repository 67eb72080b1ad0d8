import { describe, expect, it } from "vitest";
import { detailTab, filtersOf, withFilters } from "./detailRoutes";

describe("iNode detail and access-point routes", () => {
  it("reads the detail tab from the path", () => {
    expect(detailTab("/businesses/1/inodegroups/c1/statistics")).toEqual({ mode: "statistics" });
    expect(detailTab("/businesses/1/inodegroups/c1/dhcpleases")).toEqual({ mode: "dhcpleases" });
    expect(detailTab("/businesses/1/inodegroups/c1/log/sitesurvey")).toEqual({ log: "sitesurvey" });
    expect(detailTab("/businesses/1/inodegroups/c1/log/nope")).toEqual({ log: "dns" });
  });

  it("keeps the access-point filters in the query string", () => {
    const q = new URLSearchParams("ap=AA&accessPointName=win&status=online");
    expect(filtersOf(q)).toEqual({ accessPointName: "win", status: "online" });
    const next = withFilters(q, { accessPointName: "", iNodeName: "Counter", status: "offline" });
    expect(next.toString()).toBe("ap=AA&status=offline&iNodeName=Counter");
    expect(filtersOf(new URLSearchParams("sort=snapshotTs:desc&status=online"))).toEqual({
      status: "online",
      sort: "snapshotTs:desc",
    });
    expect(filtersOf(new URLSearchParams("sort=ac:up"))).toEqual({});
    expect(withFilters(q, { sort: "mac:asc" }).toString()).toBe("ap=AA&sort=mac%3Aasc");
  });
});
