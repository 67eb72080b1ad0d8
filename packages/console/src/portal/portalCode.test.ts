import { describe, expect, it } from "vitest";
import { portalCodeOf } from "./portalCode";

describe("portalCodeOf", () => {
  it("reads the code of /portal/{code}, with or without a trailing slash, decoded", () => {
    expect(portalCodeOf("/portal/Ab12cd")).toBe("Ab12cd");
    expect(portalCodeOf("/portal/Ab12cd/")).toBe("Ab12cd");
    expect(portalCodeOf("/portal/a%20b")).toBe("a b");
  });

  it("gives '' for any other path, and keeps a code that is not valid percent-encoding as it is", () => {
    expect(portalCodeOf("/portal/")).toBe("");
    expect(portalCodeOf("/portal/a/b")).toBe("");
    expect(portalCodeOf("/login")).toBe("");
    expect(portalCodeOf("/portal/%E0%A4%A")).toBe("%E0%A4%A");
  });
});
