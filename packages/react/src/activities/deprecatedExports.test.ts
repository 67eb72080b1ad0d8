import { describe, expect, it } from "vitest";

// The exports @portico/react/activities had before links and authapps became areas of their own.
const moved = [
  [
    "links",
    () => import("../links"),
    () => import("./deprecatedLinks"),
    ["ShortLinkList", "TableCardEditor", "useLinks"],
  ],
  ["authapps", () => import("../authapps"), () => import("./deprecatedAuthApps"), ["AuthAppList", "useAuthApps"]],
] as const;

describe("the deprecated exports @portico/react/activities keeps for partners", () => {
  it.each(moved)(
    "are the %s area's own objects, still exported by the activities entry",
    async (_, area, aliases, some) => {
      const own = new Map(Object.entries(await area()));
      const activities = new Map(Object.entries(await import(".")));
      const deprecated = Object.entries(await aliases());
      expect(deprecated.map(([name]) => name)).toEqual(expect.arrayContaining([...some]));
      for (const [name, value] of deprecated) {
        expect(own.has(name), name).toBe(true);
        expect(value, name).toBe(own.get(name));
        expect(activities.get(name), name).toBe(own.get(name));
      }
    },
  );
});
