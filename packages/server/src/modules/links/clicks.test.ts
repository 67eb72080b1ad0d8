import { describe, expect, it } from "vitest";
import { clickFacts, localeOf, referrerOf } from "./clicks";

describe("clickFacts", () => {
  it("reads browser, platform and OS from real User-Agents", () => {
    const ipad =
      "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const windows =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
    expect(clickFacts({ "user-agent": ipad })).toMatchObject({ platform: "tablet", os: "iOS" });
    expect(clickFacts({ "user-agent": windows })).toMatchObject({
      browser: "Chrome",
      platform: "desktop",
      os: "Windows",
    });
    expect(clickFacts({ "user-agent": android })).toMatchObject({
      browser: "Chrome",
      platform: "mobile",
      os: "Android",
    });
    expect(clickFacts({})).toEqual({
      browser: "unknown",
      locale: "unknown",
      platform: "unknown",
      os: "unknown",
      referrer: "direct",
    });
  });

  it("takes the first Accept-Language tag in canonical case, and the referrer's host", () => {
    expect(localeOf("zh-tw,zh;q=0.9")).toBe("zh-TW");
    expect(localeOf("EN")).toBe("en");
    expect(localeOf("*")).toBe("unknown");
    expect(localeOf("<script>")).toBe("unknown");
    expect(referrerOf("https://www.google.com/search?q=x")).toBe("google.com");
    expect(referrerOf("android-app://com.line")).toBe("com.line");
    expect(referrerOf("not a url")).toBe("direct");
  });
});
