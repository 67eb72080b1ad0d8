import { describe, expect, it } from "vitest";
import { errorText, NETWORK_ERROR, PorticoError } from "./errors";

describe("errorText", () => {
  it("prefers the description", () => {
    const err = new PorticoError({ status: 400, code: "X", message: "m", description: "Full text", userMessage: "u" });
    expect(errorText(err)).toBe("Full text");
  });
  it("joins message and userMessage with ': '", () => {
    const err = new PorticoError({ status: 400, code: "X", message: "Invalid request", userMessage: "email is bad" });
    expect(errorText(err)).toBe("Invalid request: email is bad");
  });
  it("falls back to the message alone", () => {
    expect(errorText(new PorticoError({ status: 401, code: "X", message: "Wrong e-mail or password" }))).toBe(
      "Wrong e-mail or password",
    );
  });
  it("accepts plain strings, Errors and raw error bodies", () => {
    expect(errorText("plain")).toBe("plain");
    expect(errorText(new Error("boom"))).toBe("boom");
    expect(errorText({ error: { code: "A", message: "m", userMessage: "u" } })).toBe("m: u");
    expect(errorText({ error: "text" })).toBe("text");
    expect(errorText(42)).toBe("42");
  });
});

describe("PorticoError.fromBody", () => {
  it("reads the contract's error object", () => {
    const err = PorticoError.fromBody(400, {
      error: { code: "VALIDATION_FAILED", message: "Invalid", userMessage: "u", fields: { email: "bad" } },
    });
    expect(err).toBeInstanceOf(PorticoError);
    expect(err).toMatchObject({ status: 400, code: "VALIDATION_FAILED", message: "Invalid", fields: { email: "bad" } });
  });
  it("keeps the message key behind each field", () => {
    const fieldProblems = { "lan/0/netmask": { key: "validation.netmask" } };
    const err = PorticoError.fromBody(400, {
      error: { code: "VALIDATION_FAILED", message: "Invalid", fields: { "lan/0/netmask": "Bad mask" }, fieldProblems },
    });
    expect(err.fieldProblems).toEqual(fieldProblems);
  });
  it("derives a code from the status for bodies without one", () => {
    expect(PorticoError.fromBody(502, "Bad gateway")).toMatchObject({ code: "INTERNAL", message: "Bad gateway" });
    expect(PorticoError.fromBody(401, undefined).code).toBe("INVALID_TOKEN");
    expect(NETWORK_ERROR).toBe("NETWORK_ERROR");
  });
  it("carries retryAfter of a 429 from the body, else from the Retry-After header", () => {
    const body = { error: { code: "RATE_LIMITED", message: "Too many attempts", retryAfter: 600 } };
    expect(PorticoError.fromBody(429, body).retryAfter).toBe(600);
    const header = new Headers({ "retry-after": "120" });
    expect(PorticoError.fromBody(429, { error: { code: "RATE_LIMITED", message: "m" } }, header).retryAfter).toBe(120);
    expect(PorticoError.fromBody(429, "Too Many Requests", header)).toMatchObject({
      code: "RATE_LIMITED",
      retryAfter: 120,
    });
    expect(PorticoError.fromBody(400, body.error).retryAfter).toBeUndefined();
  });
});
