import { describe, expect, it } from "vitest";
import { breadcrumbFor } from "./breadcrumb";
import { buildMenu, MENU_TYPES, SECTIONS_BY_MENU_TYPE } from "./menu";
import { resolveLocation } from "./resolveLocation";
import { type RouteDef, routeTable } from "./routeTable";

/** The real table with every screen marked as existing, to see what the menu types keep. */
const allExisting: RouteDef[] = routeTable.map((r) => ({ ...r, exists: true }));
const widgets = (menuType: string) =>
  buildMenu(menuType, 4, allExisting).flatMap((g) => g.entries.map((e) => e.route.widget));

describe("buildMenu", () => {
  it("links no screen that does not exist", () => {
    for (const type of MENU_TYPES) {
      for (const e of buildMenu(type, 0).flatMap((g) => g.entries)) expect(e.route.exists).toBe(true);
    }
    // Built so far: the business settings, the reports (dashboard, visitors, behaviour, green and channels dashboards), the activity list, the devices and network screens, the marketing screens (si shows the channels dashboard alone).
    expect(buildMenu("default", 3).flatMap((g) => g.entries.map((e) => e.to))).toEqual([
      "/businesses/3/detail",
      "/businesses/3/reports/dashboard",
      "/businesses/3/reports/visitors",
      "/businesses/3/reports/behavior",
      "/businesses/3/reports/booking",
      "/businesses/3/reports/coupon",
      "/businesses/3/greendashboard",
      "/businesses/3/activities",
      "/businesses/3/channels/dashboard",
      "/businesses/3/channels/shorturl",
      "/businesses/3/accesspoints",
      "/businesses/3/onlineclients",
      "/businesses/3/configgroups/list",
      "/businesses/3/inodegroups/preauth",
      "/businesses/3/inodegroups/list",
      "/businesses/3/networkconfigs",
      "/businesses/3/apps/authapps",
      "/businesses/3/apps/bookings",
      "/businesses/3/apps/opbookings",
      "/businesses/3/apps/products",
      "/businesses/3/apps/lotteries",
      "/businesses/3/apps/wifigrants",
      "/businesses/3/apps/payments",
      "/businesses/3/apps/vouchers",
      "/businesses/3/apps/vendor-config",
      "/businesses/3/apps/checkios",
      "/businesses/3/apps/holiday-pickup",
      "/businesses/3/edm",
      "/businesses/3/sms",
      "/businesses/3/air2",
      "/businesses/3/air2sources",
      "/businesses/3/webhooks",
      "/system/inodes",
    ]);
    // si: the channels dashboard alone.
    expect(buildMenu("si", 3).flatMap((g) => g.entries.map((e) => e.to))).toEqual(["/businesses/3/channels/dashboard"]);
  });
  it("links existing screens with the business id filled in", () => {
    const groups = buildMenu("default", 4, allExisting);
    const entries = groups.flatMap((g) => g.entries);
    expect(entries.find((e) => e.route.widget === "PerformanceDashboard")?.to).toBe("/businesses/4/reports/dashboard");
    expect(entries.find((e) => e.route.widget === "MembershipCard")?.to).toBe(
      "/businesses/4/apps/membership-cards/pass",
    );
    expect(entries.find((e) => e.route.widget === "DeviceMap")?.to).toBe("/system/inodes");
    expect(entries.some((e) => e.route.widget === "ActivityEditor")).toBe(false);
    expect(groups.map((g) => g.section)).toEqual(SECTIONS_BY_MENU_TYPE.default);
  });
  it("filters by menu type", () => {
    expect(widgets("si")).toEqual(["ChannelsDashboard"]);
    expect(widgets("event")).not.toContain("INodeGroupList");
    expect(widgets("event")).toContain("EventTicketList");
    expect(widgets("onePageBooking")).toContain("OnePageBookingList");
    expect(widgets("onePageBooking")).not.toContain("EdmCampaignList");
    expect(widgets("private")).not.toContain("SmsCampaignList");
    expect(widgets("wifi")).toContain("INodeGroupList");
    expect(widgets("unknown-type")).toEqual(widgets("default"));
  });
  it("keeps an entry only in sections its menu type shows", () => {
    for (const type of MENU_TYPES) {
      for (const g of buildMenu(type, 1, allExisting)) expect(SECTIONS_BY_MENU_TYPE[type]).toContain(g.section);
    }
  });
});

describe("breadcrumbFor", () => {
  it("names the section and the screen", () => {
    const r = resolveLocation("/businesses/0/inodegroups/map", "", { hasUsername: true });
    expect(breadcrumbFor(r).map((c) => c.labelKey)).toEqual(["console.section.wifi", "console.screen.FloorPlanMap"]);
    expect(breadcrumbFor({ kind: "notFound" })[0]?.labelKey).toBe("console.notFound.title");
  });
});
