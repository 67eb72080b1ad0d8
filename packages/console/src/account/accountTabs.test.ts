import { describe, expect, it } from "vitest";
import { type RouteDef, routeTable } from "../routes/routeTable";
import { accountTabs } from "./accountTabs";

const tabs = (ctx: Parameters<typeof accountTabs>[0], table?: RouteDef[]) => accountTabs(ctx, table).map((t) => t.tab);

describe("accountTabs", () => {
  it("links profile and users for an owner with a username; payments and credits log are not linked yet", () => {
    expect(tabs({ hasUsername: true, accountKind: "owner" })).toEqual(["profile", "users"]);
  });
  it("leaves users out without a username or for a sub-account", () => {
    expect(tabs({ hasUsername: false, accountKind: "owner" })).toEqual(["profile"]);
    expect(tabs({ hasUsername: true, accountKind: "subscriber" })).toEqual(["profile"]);
  });
  it("links every tab whose screen exists", () => {
    const all = routeTable.map((r) => ({ ...r, exists: true }));
    expect(tabs({ hasUsername: true, accountKind: "owner" }, all)).toEqual([
      "profile",
      "users",
      "payments",
      "creditslog",
    ]);
    expect(tabs({ hasUsername: false, accountKind: "owner" }, all)).toEqual(["profile", "creditslog"]);
  });
});
