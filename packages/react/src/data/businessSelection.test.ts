import { describe, expect, it } from "vitest";
import {
  activityAddBlocker,
  can,
  DEFAULT_TIME_ZONE,
  defaultNewBusiness,
  needsBusinessDetails,
  nextBusinessAfterRemoval,
  resolveBusinessSelection,
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
