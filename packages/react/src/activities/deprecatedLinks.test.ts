import { describe, expect, it } from "vitest";

describe("the short-link exports @portico/react/activities keeps for partners", () => {
  it("are the links area's own objects, each still exported by the activities entry", async () => {
    const links = new Map(Object.entries(await import("../links")));
    const activities = new Map(Object.entries(await import(".")));
    const deprecated = Object.entries(await import("./deprecatedLinks"));
    expect(deprecated.map(([name]) => name)).toEqual(
      expect.arrayContaining(["ShortLinkList", "ShortLinkStatistics", "TableCardEditor", "useLinks"]),
    );
    for (const [name, value] of deprecated) {
      expect(links.has(name), name).toBe(true);
      expect(value, name).toBe(links.get(name));
      expect(activities.get(name), name).toBe(links.get(name));
    }
  });
});
