import { describe, expect, it } from "vitest";
import {
  accessLevelOf,
  accessLevels,
  aclFromLevels,
  defaultSubscriberAcl,
  mposFromRoles,
  posRoleOf,
  posRoles,
} from "./acl";

describe("ACL <-> access levels", () => {
  it("reads full, read-only and none from verb flags", () => {
    expect(accessLevelOf({ get: true, put: true, post: true, delete: true })).toBe("full");
    expect(accessLevelOf({ get: true, put: true, post: true })).toBe("full");
    expect(accessLevelOf({ get: true, put: false, post: false, delete: false })).toBe("read");
    expect(accessLevelOf({ get: true })).toBe("read");
    expect(accessLevelOf(undefined)).toBe("none");
    expect(accessLevelOf({ put: true })).toBe("none");
  });

  it("gives every business a level, none when absent", () => {
    expect(accessLevels({ businesses: { get: true }, "1": { get: true } }, [1, 2])).toEqual({
      "1": "read",
      "2": "none",
    });
  });

  it("writes full as get/put/post, read as get and drops none", () => {
    expect(aclFromLevels({ "1": "full", "2": "read", "3": "none" })).toEqual({
      businesses: { get: true },
      "1": { get: true, put: true, post: true },
      "2": { get: true },
    });
  });

  it("keeps an unchanged entry's exact verbs (delete), the list entry and unknown keys", () => {
    const previous = {
      businesses: { get: true, post: true },
      "1": { get: true, put: true, post: true, delete: true },
      "2": { get: true },
      "9": { get: true },
    };
    expect(aclFromLevels({ "1": "full", "2": "none" }, previous)).toEqual({
      businesses: { get: true, post: true },
      "1": { get: true, put: true, post: true, delete: true },
      "9": { get: true },
    });
    expect(aclFromLevels({ "1": "read", "2": "full" }, previous)).toMatchObject({
      "1": { get: true },
      "2": { get: true, put: true, post: true },
    });
  });

  it("round-trips: levels -> ACL -> levels", () => {
    const levels = { "1": "full", "2": "read", "3": "none" } as const;
    expect(accessLevels(aclFromLevels(levels), [1, 2, 3])).toEqual(levels);
  });

  it("gives new sub-users get/put/post on the chosen businesses plus get on the list", () => {
    expect(defaultSubscriberAcl([1, 2])).toEqual({
      businesses: { get: true },
      "1": { get: true, put: true, post: true },
      "2": { get: true, put: true, post: true },
    });
    expect(defaultSubscriberAcl([])).toEqual({ businesses: { get: true } });
  });
});

describe("mpos <-> point-of-sale roles", () => {
  it("reads the strongest role", () => {
    expect(posRoleOf({ admin: true, staff: true })).toBe("admin");
    expect(posRoleOf({ admin: false, staff: true, "staff-redeemonly": false })).toBe("staff");
    expect(posRoleOf({ "staff-redeemonly": true })).toBe("staff-redeemonly");
    expect(posRoleOf(undefined)).toBe("none");
    expect(posRoles({ "1": { staff: true } }, [1, 2])).toEqual({ "1": "staff", "2": "none" });
  });

  it("writes one flag per role, keeps unchanged entries and drops none", () => {
    const previous = { "1": { admin: true, staff: true }, "2": { staff: true } };
    expect(mposFromRoles({ "1": "admin", "2": "none", "3": "staff-redeemonly" }, previous)).toEqual({
      "1": { admin: true, staff: true },
      "3": { "staff-redeemonly": true },
    });
  });
});
