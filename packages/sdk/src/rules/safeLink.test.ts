import { describe, expect, it } from "vitest";
import { isSafeLink } from "./safeLink";

describe("isSafeLink", () => {
  it("accepts absolute http(s) links and an empty value", () => {
    for (const v of [
      "https://example.com",
      "http://example.com/a?b=c#d",
      " HTTPS://Example.com/x ",
      "",
      null,
      undefined,
    ])
      expect(isSafeLink(v), String(v)).toBe(true);
  });

  it("refuses other schemes, however they are spelled", () => {
    for (const v of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "ftp://example.com/",
      "mailto:a@example.com",
      "https://",
    ])
      expect(isSafeLink(v, { relative: true }), v).toBe(false);
  });

  it("refuses relative links unless asked, and never lets them name another host", () => {
    expect(isSafeLink("/media/a.png")).toBe(false);
    expect(isSafeLink("www.example.com")).toBe(false);
    expect(isSafeLink("/media/a.png", { relative: true })).toBe(true);
    expect(isSafeLink("a.png", { relative: true })).toBe(true);
    expect(isSafeLink("//evil.example/x", { relative: true })).toBe(false);
    expect(isSafeLink("\\\\evil.example/x", { relative: true })).toBe(false);
    expect(isSafeLink("/\\evil.example/x", { relative: true })).toBe(false);
  });
});
