import { describe, expect, it } from "vitest";
import { hashPassword, verifyNothing, verifyPassword } from "./password";

describe("password hashing (scrypt)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const hash = await hashPassword("portico-demo");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("portico-demo", hash)).toBe(true);
    expect(await verifyPassword("portico-demO", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("never matches a malformed or foreign hash", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$2b$10$abc")).toBe(false);
    expect(await verifyNothing("x")).toBe(false);
  });

  it("treats canonically equal Unicode spellings as the same password", async () => {
    const hash = await hashPassword("caf\u00e9-pass");
    expect(await verifyPassword("cafe\u0301-pass", hash)).toBe(true);
  });
});
