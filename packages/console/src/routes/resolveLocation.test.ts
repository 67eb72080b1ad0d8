import { describe, expect, it } from "vitest";
import { DEFAULT_ROUTE, landingPath, type ResolveContext, resolveLocation } from "./resolveLocation";

const known: ResolveContext = { hasUsername: true, menuType: "default" };
const to = (path: string, search = "", ctx = known) => {
  const r = resolveLocation(path, search, ctx);
  return r.kind === "redirect" ? r.to : r.kind;
};
const widget = (path: string, search = "", ctx = known) => {
  const r = resolveLocation(path, search, ctx);
  return r.kind === "screen" ? r.route.widget : r.kind;
};

describe("default and fallback", () => {
  it("sends / and /businesses to the dashboard of business 0", () => {
    expect(DEFAULT_ROUTE).toBe("/businesses/0/reports/dashboard");
    expect(to("/")).toBe(DEFAULT_ROUTE);
    expect(to("/businesses")).toBe(DEFAULT_ROUTE);
    expect(to("/businesses/")).toBe(DEFAULT_ROUTE);
    expect(to("/businesses/7")).toBe("/businesses/7/reports/dashboard");
  });
  it("resolves the landing route to its screen, not to the 404 page", () => {
    expect(widget(DEFAULT_ROUTE)).toBe("PerformanceDashboard");
  });
  it("forces menu type si to the channels dashboard", () => {
    const si = { hasUsername: true, menuType: "si" };
    expect(landingPath(3, "si")).toBe("/businesses/3/channels/dashboard");
    expect(to("/", "", si)).toBe("/businesses/0/channels/dashboard");
    expect(to("/businesses/3/reports/dashboard", "", si)).toBe("/businesses/3/channels/dashboard");
    expect(widget("/businesses/3/channels/dashboard", "", si)).toBe("ChannelsDashboard");
    expect(widget("/account/profile", "", si)).toBe("AccountProfile");
  });
  it("shows the 404 page for unknown pages", () => {
    expect(to("/nope")).toBe("notFound");
    expect(to("/businesses/abc/reports/dashboard")).toBe("notFound");
    expect(to("/businesses/0/reports/nope")).toBe("notFound");
    expect(to("/businesses/0/inodegroups/C1/nope")).toBe("notFound");
    expect(to("/account/profile/extra")).toBe("notFound");
  });
});

describe("account tabs", () => {
  it("redirects /account and unknown tabs to the profile", () => {
    expect(to("/account")).toBe("/account/profile");
    expect(to("/account/whatever")).toBe("/account/profile");
    expect(widget("/account/creditslog")).toBe("CreditsLog");
  });
  it("needs a username for users and payments", () => {
    expect(widget("/account/users")).toBe("AccountUsers");
    expect(widget("/account/payments")).toBe("AccountPayments");
    expect(to("/account/users", "", { hasUsername: false, menuType: "default" })).toBe("/account/profile");
    expect(to("/account/payments", "", { hasUsername: false, menuType: "default" })).toBe("/account/profile");
    expect(to("/account/users", "", {} as typeof known)).toBe("pending");
  });
  it("keeps account users for owners: a sub-account goes to the profile", () => {
    expect(widget("/account/users", "", { ...known, accountKind: "owner" })).toBe("AccountUsers");
    expect(to("/account/users", "", { ...known, accountKind: "subscriber" })).toBe("/account/profile");
    expect(widget("/account/profile", "", { ...known, accountKind: "subscriber" })).toBe("AccountProfile");
  });
});

describe("business tab rules", () => {
  const b = "/businesses/5";
  it("configgroups", () => {
    expect(to(`${b}/configgroups`)).toBe(`${b}/configgroups/list`);
    expect(to(`${b}/configgroups/foo`, "?name=x")).toBe(`${b}/configgroups/list?name=x`);
    expect(widget(`${b}/configgroups/grouping`)).toBe("ConfigGrouping");
    expect(widget(`${b}/configgroups/first-config-group`)).toBe("FirstConfigGroupWizard");
    expect(widget(`${b}/configgroups/9/calendar`)).toBe("ScheduleCalendar");
    expect(widget(`${b}/configgroups/9/calendar/schedule`)).toBe("DaySchedule");
  });
  it("inodegroups and the deprecated inodes", () => {
    expect(to(`${b}/inodegroups`, "?online=1")).toBe(`${b}/inodegroups/list?online=1`);
    expect(to(`${b}/inodegroups/xyz`)).toBe(`${b}/inodegroups/list`);
    for (const [tab, w] of [
      ["list", "INodeGroupList"],
      ["inodelist", "INodeList"],
      ["grouping", "INodeGrouping"],
      ["map", "FloorPlanMap"],
      ["preauth", "PreAuthList"],
      ["first-inode-group", "FirstINodeGroupWizard"],
    ]) {
      expect(widget(`${b}/inodegroups/${tab}`)).toBe(w);
    }
    expect(to(`${b}/inodegroups/C1/log`)).toBe(`${b}/inodegroups/C1/log/dns`);
    expect(to(`${b}/inodegroups/C1/log/bad`)).toBe(`${b}/inodegroups/C1/log/dns`);
    expect(widget(`${b}/inodegroups/C1/log/sitesurvey`)).toBe("INodeLogs");
    expect(widget(`${b}/inodegroups/C1/visitors`)).toBe("INodeVisitors");
    expect(widget(`${b}/inodegroups/C1/info`)).toBe("INodeInfo");
    expect(to(`${b}/inodes`)).toBe("deprecated");
    expect(to(`${b}/inodes/C1/visitors`, "?status=1")).toBe(`${b}/inodegroups/list?status=1`);
  });
  it("activities: the editor only for actmode modules", () => {
    expect(widget(`${b}/activities/42`, "?actmode=modules")).toBe("ActivityEditor");
    expect(to(`${b}/activities/42`)).toBe("deprecated");
    expect(to(`${b}/activities/42`, "?actmode=legacy")).toBe("deprecated");
    expect(widget(`${b}/activities/first-activity`)).toBe("FirstActivityWizard");
  });
  it("apps tabs", () => {
    expect(to(`${b}/apps/membership-cards`)).toBe(`${b}/apps/membership-cards/pass`);
    expect(to(`${b}/apps/membership-cards/zzz`)).toBe(`${b}/apps/membership-cards/pass`);
    expect(widget(`${b}/apps/membership-cards/members`)).toBe("MembershipCard");
    expect(to(`${b}/apps/event-tickets/3/zzz`, "?version=2")).toBe(`${b}/apps/event-tickets/3/pass?version=2`);
    expect(to(`${b}/apps/event-tickets/3`)).toBe(`${b}/apps/event-tickets/3/pass`);
    expect(widget(`${b}/apps/event-tickets/3/printer`)).toBe("EventTicket");
    expect(widget(`${b}/apps/event-tickets`)).toBe("EventTicketList");
    expect(to(`${b}/apps/surveys/8`)).toBe(`${b}/apps/surveys/8/report`);
    expect(to(`${b}/apps/surveys/8/zzz`)).toBe(`${b}/apps/surveys/8/report`);
    expect(widget(`${b}/apps/surveys/8/search`)).toBe("SurveyDetail");
    expect(widget(`${b}/apps/surveys/8/preview`)).toBe("SurveyPreview");
    expect(widget(`${b}/apps/surveys/8/treport`)).toBe("TypeformReport");
  });
  it("edm report is the only tab", () => {
    expect(to(`${b}/edm/4`)).toBe(`${b}/edm/4/report`);
    expect(to(`${b}/edm/4/opens`)).toBe(`${b}/edm/4/report`);
    expect(widget(`${b}/edm/4/report`)).toBe("EdmReport");
  });
  it("literal segments win over parameters", () => {
    expect(widget(`${b}/air2/1/new`)).toBe("Air2TypeSelector");
    expect(widget(`${b}/air2/1/2`)).toBe("Air2CampaignEditor");
    expect(widget(`${b}/apps/checkios/export`)).toBe("CheckioExport");
    expect(widget(`${b}/apps/checkios/4/edit`)).toBe("CheckioEditor");
    expect(widget(`${b}/apps/authapps/4/preview`)).toBe("AuthAppPreview");
  });
});
