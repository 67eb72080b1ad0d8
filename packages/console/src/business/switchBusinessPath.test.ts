import { describe, expect, it } from "vitest";
import { switchBusinessPath } from "./switchBusinessPath";

describe("switchBusinessPath", () => {
  it("keeps the current section and swaps the bid", () => {
    expect(switchBusinessPath("/businesses/1/detail", 2)).toBe("/businesses/2/detail");
    expect(switchBusinessPath("/businesses/1/reports/visitors", 7)).toBe("/businesses/7/reports/visitors");
    expect(switchBusinessPath("/businesses/0/reports/dashboard", 3)).toBe("/businesses/3/reports/dashboard");
    expect(switchBusinessPath("/businesses/1/configgroups/grouping", 2)).toBe("/businesses/2/configgroups/grouping");
    expect(switchBusinessPath("/businesses/1/apps/membership-cards/members", 2)).toBe(
      "/businesses/2/apps/membership-cards/members",
    );
    expect(switchBusinessPath("/businesses/1/activities/first-activity", 2)).toBe(
      "/businesses/2/activities/first-activity",
    );
  });
  it("goes to the iNode groups from inside accesspoints", () => {
    expect(switchBusinessPath("/businesses/1/accesspoints", 2)).toBe("/businesses/2/inodegroups/list");
    expect(switchBusinessPath("/businesses/1/accesspoints/00:11:22:33:44:55", 2)).toBe(
      "/businesses/2/inodegroups/list",
    );
  });
  it("falls back to the section's list when the path names an item of the old business", () => {
    expect(switchBusinessPath("/businesses/1/activities/55", 2)).toBe("/businesses/2/activities");
    expect(switchBusinessPath("/businesses/1/configgroups/9/calendar", 2)).toBe("/businesses/2/configgroups/list");
    expect(switchBusinessPath("/businesses/1/inodegroups/CU1/log/dns", 2)).toBe("/businesses/2/inodegroups/list");
    expect(switchBusinessPath("/businesses/1/apps/bookings/4/coupon/5/codes", 2)).toBe("/businesses/2/apps/bookings");
    expect(switchBusinessPath("/businesses/1/air2/3/8/stat", 2)).toBe("/businesses/2/air2");
    expect(switchBusinessPath("/businesses/1/channels/shorturl/4/statistics", 2)).toBe(
      "/businesses/2/channels/shorturl",
    );
    expect(switchBusinessPath("/businesses/1/sms/12", 2)).toBe("/businesses/2/sms");
  });
  it("lands on the new business's dashboard from the bare business path", () => {
    expect(switchBusinessPath("/businesses/1", 2)).toBe("/businesses/2/reports/dashboard");
  });
  it("leaves paths outside a business alone", () => {
    expect(switchBusinessPath("/account/profile", 2)).toBe("/account/profile");
    expect(switchBusinessPath("/system/inodes", 2)).toBe("/system/inodes");
    expect(switchBusinessPath("/businesses", 2)).toBe("/businesses");
  });
  it("keeps the shape of unknown business paths", () => {
    expect(switchBusinessPath("/businesses/1/no/such", 2)).toBe("/businesses/2/no/such");
  });
});
