import { describe, expect, it } from "vitest";
import {
  activityAddBlocker,
  afterRemoval,
  can,
  DEFAULT_TIME_ZONE,
  decideSelection,
  defaultNewBusiness,
  needsBusinessDetails,
  nextBusinessAfterRemoval,
  projectIdOf,
  resolveBusinessSelection,
  routeBidOf,
  timeZoneFix,
} from "./businessSelection";

const list = [{ id: 1 }, { id: 2 }, { id: 5 }];

describe("business selection rules (part 1 section 4)", () => {
  it("prefers the route bid, then the cookie, then the first business", () => {
    expect(resolveBusinessSelection({ routeBid: 2, cookieBid: 5, businesses: list })).toBe(2);
    expect(resolveBusinessSelection({ routeBid: 0, cookieBid: 5, businesses: list })).toBe(5);
    expect(resolveBusinessSelection({ routeBid: 0, cookieBid: null, businesses: list })).toBe(1);
  });
  it("skips bids the caller cannot see and answers none for an empty list", () => {
    expect(resolveBusinessSelection({ routeBid: 9, cookieBid: 7, businesses: list })).toBe(1);
    expect(resolveBusinessSelection({ routeBid: 9, cookieBid: 2, businesses: list })).toBe(2);
    expect(resolveBusinessSelection({ routeBid: 1, cookieBid: 1, businesses: [] })).toBe("none");
  });
  it("makes an 'Unnamed' business with the given, browser or default time zone", () => {
    expect(defaultNewBusiness({ email: "a@b.co", timeZone: "Europe/Paris" })).toEqual({
      profile: { name: "Unnamed", timeZone: "Europe/Paris", email: "a@b.co" },
    });
    const tz = defaultNewBusiness({ email: "a@b.co" }).profile.timeZone;
    expect(tz).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE);
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Taipei");
  });
  it("selects the first remaining business after a removal, or none", () => {
    expect(nextBusinessAfterRemoval(list, 1)).toBe(2);
    expect(nextBusinessAfterRemoval(list, 2)).toBe(1);
    expect(nextBusinessAfterRemoval([{ id: 3 }], 3)).toBe("none");
  });
  it("asks for details when the name or time zone is missing and fills the time zone with Asia/Taipei", () => {
    expect(needsBusinessDetails({ profile: { name: "Café", timeZone: "Asia/Taipei" } })).toBe(false);
    expect(needsBusinessDetails({ profile: { name: " ", timeZone: "Asia/Taipei" } })).toBe(true);
    expect(needsBusinessDetails({ profile: { name: "Café", timeZone: null } })).toBe(true);
    expect(timeZoneFix({ profile: { timeZone: "" } })).toEqual({ profile: { timeZone: "Asia/Taipei" } });
    expect(timeZoneFix({ profile: { timeZone: "Asia/Tokyo" } })).toBeNull();
  });
  it("reads permissions and blocks adding activities without business or project", () => {
    expect(can({ permissions: ["get"] }, "put")).toBe(false);
    expect(can({ permissions: ["get", "put"] }, "put")).toBe(true);
    expect(can(undefined, "get")).toBe(false);
    expect(activityAddBlocker({ businessId: 0, eventMode: false, appId: 0 })).toBe("intro-global-step-business");
    expect(activityAddBlocker({ businessId: 1, eventMode: true, appId: 0 })).toBe("Msg-Must-Select-Project-First");
    expect(activityAddBlocker({ businessId: 1, eventMode: true, appId: 3 })).toBeNull();
    expect(activityAddBlocker({ businessId: 1, eventMode: false, appId: 0 })).toBeNull();
  });
});

// The shell-side rules (decideSelection and friends), moved from the console so that partners share them.
describe("decideSelection", () => {
  const base = { search: "", canCreate: true };
  it("takes a non-zero route bid as the current business, even before the list loads", () => {
    expect(decideSelection({ ...base, pathname: "/businesses/5/detail", selected: undefined })).toEqual({
      kind: "current",
      bid: 5,
    });
  });
  it("replaces bid 0 with the selected business, keeping the rest of the path and the query", () => {
    expect(
      decideSelection({ ...base, pathname: "/businesses/0/reports/dashboard", search: "?v=2", selected: 3 }),
    ).toEqual({ kind: "replace", bid: 3, to: "/businesses/3/reports/dashboard?v=2" });
    expect(decideSelection({ ...base, pathname: "/businesses/0", selected: 3 })).toMatchObject({
      to: "/businesses/3",
    });
  });
  it("uses the selected business outside the business routes", () => {
    expect(decideSelection({ ...base, pathname: "/account/profile", selected: 2 })).toEqual({
      kind: "current",
      bid: 2,
    });
  });
  it("waits for the list, then creates the first business only when the account may", () => {
    expect(decideSelection({ ...base, pathname: "/businesses/0/reports/dashboard", selected: undefined }).kind).toBe(
      "wait",
    );
    expect(decideSelection({ ...base, pathname: "/businesses/0/reports/dashboard", selected: "none" }).kind).toBe(
      "create",
    );
    expect(
      decideSelection({ ...base, canCreate: false, pathname: "/businesses/0/reports/dashboard", selected: "none" })
        .kind,
    ).toBe("none");
  });
});

describe("routeBidOf", () => {
  it("reads the bid of business routes only", () => {
    expect(routeBidOf("/businesses/12/activities")).toBe(12);
    expect(routeBidOf("/businesses/0")).toBe(0);
    expect(routeBidOf("/businesses/x/activities")).toBeNull();
    expect(routeBidOf("/account/users")).toBeNull();
  });
});

describe("afterRemoval", () => {
  it("selects the first remaining business when the current one is removed", () => {
    expect(afterRemoval([{ id: 1 }, { id: 4 }, { id: 6 }], 1, 1)).toEqual({ bid: 4, openNew: false });
    expect(afterRemoval([{ id: 4 }, { id: 6 }], 1, 1)).toEqual({ bid: 4, openNew: false });
  });
  it("goes to bid 0 with the new-business dialog when none remain", () => {
    expect(afterRemoval([{ id: 3 }], 3, 3)).toEqual({ bid: 0, openNew: true });
    expect(afterRemoval([], 3, 3)).toEqual({ bid: 0, openNew: true });
  });
  it("changes nothing when another business is removed", () => {
    expect(afterRemoval([{ id: 1 }], 2, 1)).toBeNull();
  });
});

describe("projectIdOf", () => {
  it("reads the project query parameter; All Items is 0", () => {
    expect(projectIdOf("?project=7")).toBe(7);
    expect(projectIdOf("project=x")).toBe(0);
    expect(projectIdOf(new URLSearchParams())).toBe(0);
  });
});
