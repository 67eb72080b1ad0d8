import { describe, expect, it } from "vitest";
import { CliError, EXIT } from "../output";
import { accessLevel, buildAcl, buildMpos, describeAcl, describeMpos } from "./grants";

describe("buildAcl", () => {
  it("maps full, read and none onto verbs, with get on the business list", () => {
    expect(buildAcl(["1=read", "2=full", "3=none"])).toEqual({
      businesses: { get: true },
      "1": { get: true },
      "2": { get: true, put: true, post: true, delete: true },
    });
    expect(buildAcl([])).toEqual({ businesses: { get: true } });
    expect(buildAcl(["1=full", "1=none"])).toEqual({ businesses: { get: true } });
  });

  it.each(["1", "1=", "=full", "x=full", "0=full", "1=admin", "1=FULL", "1:full"])(
    "refuses %j as a usage error",
    (raw) => {
      const err = (() => {
        try {
          buildAcl([raw]);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(CliError);
      expect(err).toMatchObject({ exitCode: EXIT.USAGE, key: "cli.users.badGrant" });
    },
  );
});

describe("buildMpos", () => {
  it("adds up roles per business and refuses unknown roles", () => {
    expect(buildMpos(["1=admin", "1=staff", "2=staff-redeemonly"])).toEqual({
      "1": { admin: true, staff: true },
      "2": { "staff-redeemonly": true },
    });
    expect(() => buildMpos(["1=full"])).toThrow(CliError);
  });
});

describe("describing grants", () => {
  it("says full, read, the verbs, or none", () => {
    expect(accessLevel({ get: true, put: true, post: true, delete: true })).toBe("full");
    expect(accessLevel({ get: true })).toBe("read");
    expect(accessLevel({ get: true, put: true, post: true })).toBe("get+put+post");
    expect(accessLevel(undefined)).toBe("none");
    expect(describeAcl({ businesses: { get: true }, "10": { get: true }, "2": { get: true, put: true } })).toBe(
      "2=get+put 10=read",
    );
    expect(describeMpos({ "1": { admin: true, staff: false }, "3": {} })).toBe("1=admin");
  });
});
