import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

describe("isEmail", () => {
  it("takes local@domain.tld, blanks around ignored", () => {
    expect(isEmail("demo@portico.dev")).toBe(true);
    expect(isEmail("  demo@portico.dev ")).toBe(true);
  });

  it("refuses a missing top-level domain, spaces and a second @", () => {
    expect(isEmail("demo@portico")).toBe(false);
    expect(isEmail("demo portico.dev")).toBe(false);
    expect(isEmail("de mo@portico.dev")).toBe(false);
    expect(isEmail("a@b@portico.dev")).toBe(false);
  });
});
