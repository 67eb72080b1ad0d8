import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { routeTable } from "./routeTable";

// One name per area (ARCHITECTURE.md): the code behind a route is in folders of its area's name in every package.
const repo = new URL("../../../../", import.meta.url);
const screensSource = readFileSync(new URL("./screens.ts", import.meta.url), "utf8");

/** The console/src folder a registered widget's screen loads from (an entry may name a shared screen constant). */
function screenFolder(widget: string): string | undefined {
  const entry = screensSource.match(new RegExp(`^ {2}${widget}: (.+),$`, "m"))?.[1] ?? "";
  const shared = /^\w+$/.test(entry) ? screensSource.match(new RegExp(`const ${entry}\\b.*`))?.[0] : entry;
  return shared?.match(/import\("\.\.\/(\w+)\//)?.[1];
}

const built = routeTable.filter((r) => r.exists);
// The reports area's calls are split by report (issue 15): each report's server module and contract file carry
// the name of its data, not of the area (the dashboard reads `insights`).
const SERVER_NAME: Partial<Record<string, string>> = {
  PerformanceDashboard: "insights",
  VisitorsReport: "visitors",
  BehaviorReport: "behavior",
  ChannelsDashboard: "channels",
  GreenDashboard: "channels",
  WebhookSettings: "webhooks",
  ContactSourceList: "sources",
  ContactSourceEditor: "sources",
  ContactSourcePreview: "sources",
  SmsCampaignList: "sms",
  SmsEditor: "sms",
  EdmCampaignList: "edm",
  EdmReport: "edm",
  Air2ProjectList: "air2",
  Air2CampaignList: "air2",
  Air2TypeSelector: "air2",
  Air2CampaignEditor: "air2",
  Air2CampaignStats: "air2",
  // apps: checkios (counters and holiday pickup share one server module and contract file)
  CheckioList: "checkios",
  CheckioExport: "checkios",
  CheckioEditor: "checkios",
  SupplierReport: "checkios",
  CheckioSearch: "checkios",
  HolidayPickup: "checkios",
  // apps: lotteries
  LotteryList: "lotteries",
  // apps: orders
  BookingReport: "orders",
  CouponReport: "orders",
  // apps: bookings
  BookingList: "bookings",
  CouponList: "bookings",
  CouponCodeSearch: "bookings",
  CouponCodes: "bookings",
  // apps: catalog (issue 17) - modules/catalog, paths/catalog.yaml
  OnePageBookingList: "catalog",
  OnePageBookingEditor: "catalog",
  ProductList: "catalog",
  ProductEditor: "catalog",
  WifiGrantList: "catalog",
  PaymentList: "catalog",
  PaymentEditor: "catalog",
  VoucherList: "catalog",
  VoucherEditor: "catalog",
  VendorConfig: "catalog",
};

describe("one name per area", () => {
  it.each(built.map((r) => [r.path, r] as const))("%s", async (_, route) => {
    expect(screenFolder(route.widget), `console/src folder of ${route.widget}`).toBe(route.area);
    const id = `@portico/react/${route.area}`;
    const entry: Record<string, unknown> = await import(/* @vite-ignore */ id);
    expect(entry[route.widget], `@portico/react/${route.area} exports ${route.widget}`).toBeDefined();
    const server = SERVER_NAME[route.widget] ?? route.area;
    expect(existsSync(new URL(`packages/server/src/modules/${server}/`, repo)), "server module").toBe(true);
    expect(existsSync(new URL(`openapi/paths/${server}.yaml`, repo)), "contract paths").toBe(true);
  });
});
