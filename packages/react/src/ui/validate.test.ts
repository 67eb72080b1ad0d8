import { describe, expect, it } from "vitest";
import { emailProblem, isEmail, newPasswordProblem } from "./validate";

describe("account validation", () => {
  it("accepts e-mail addresses and rejects malformed ones", () => {
    expect(isEmail("demo@portico.dev")).toBe(true);
    expect(isEmail("  demo@portico.dev ")).toBe(true);
    expect(isEmail("demo@portico")).toBe(false);
    expect(isEmail("demo portico.dev")).toBe(false);
    expect(emailProblem("")).toBe("validation.required");
    expect(emailProblem("x@")).toBe("validation.email");
    expect(emailProblem("a@b.co")).toBeNull();
  });

  it("wants new passwords of at least 8 characters", () => {
    expect(newPasswordProblem("")).toBe("validation.required");
    expect(newPasswordProblem("1234567")).toBe("validation.passwordMin");
    expect(newPasswordProblem("12345678")).toBeNull();
  });
});
