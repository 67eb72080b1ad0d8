import { describe, expect, it } from "vitest";
import {
  ACTIVITY_DEFAULTS,
  type ActivityModule,
  activityName,
  applySkipModuleChoice,
  autoSkipOptions,
  DEFAULT_ACCESS_DURATION,
  DEFAULT_FREE_DURATION,
  duplicateName,
  MODULE_TYPES,
  markModuleFlags,
  moduleTypesFor,
  newModuleId,
  parseAnalyticsFunctions,
} from "./activityModules";

const mod = (id: string, mode: ActivityModule["profile"]["mode"], skippable = false): ActivityModule => ({
  id,
  profile: { name: `${mode} ${id}`, mode, skippable },
});

describe("activity modules", () => {
  it("has the template defaults of section 9", () => {
    expect(ACTIVITY_DEFAULTS).toEqual({ accessDuration: 43200, activityFreeDuration: 86400, grantTimes: 2 });
    expect([DEFAULT_ACCESS_DURATION, DEFAULT_FREE_DURATION]).toEqual([7200, 86400]);
  });

  it("names blank activities 'Unnamed' and copies with ' Copy'", () => {
    expect(activityName("  ")).toBe("Unnamed");
    expect(activityName(undefined)).toBe("Unnamed");
    expect(activityName(" Lobby ")).toBe("Lobby");
    expect(duplicateName("Lobby")).toBe("Lobby Copy");
    expect(duplicateName("")).toBe("Unnamed Copy");
  });

  it("makes 10-character ids", () => {
    expect(newModuleId()).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(newModuleId(() => 0)).toBe("AAAAAAAAAA");
  });

  it("flags the first module with the terms checkbox and the last as last", () => {
    const marked = markModuleFlags([
      { ...mod("a000000001", "login"), profile: { name: "x", mode: "login", isLastModule: true } },
      mod("a000000002", "video"),
      mod("a000000003", "grant"),
    ]);
    expect(marked.map((m) => [m.profile.showTosAgreementCheckbox, m.profile.isLastModule])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(markModuleFlags([mod("a000000001", "login")])[0]?.profile).toMatchObject({
      showTosAgreementCheckbox: true,
      isLastModule: true,
    });
  });

  it("offers the earlier skippable modules to a coupon, keeping checks", () => {
    const modules = [
      mod("a000000001", "video", true),
      mod("a000000002", "login"),
      mod("a000000003", "countdown", true),
    ];
    const coupon = mod("a000000004", "coupon");
    coupon.profile.autoSkipCheckOptions = [{ id: "a000000003", name: "old", mode: "countdown", check: true }];
    const options = autoSkipOptions([...modules, coupon], 3);
    expect(options.map((o) => [o.id, o.check])).toEqual([
      ["a000000001", false],
      ["a000000003", true],
    ]);
    expect(autoSkipOptions([...modules, coupon], 0)).toEqual([]);
  });

  it("redirect-activity sets bypass and delayGrant 15; countdown clears them", () => {
    const redirect = applySkipModuleChoice([{ mode: null, accessDuration: 900 }], "redirect-activity", 7);
    expect(redirect).toEqual([
      { mode: "bypass", accessDuration: 900 },
      { delayGrant: 15 },
      { mode: "redirect-activity", redirectActivity: 7 },
    ]);
    const countdown = applySkipModuleChoice(redirect, "countdown");
    expect(countdown[1]?.delayGrant).toBeNull();
    expect(countdown[2]).toEqual({ mode: "countdown", redirectUrl: null, redirectActivity: null });
    expect(countdown[0]).toEqual({ mode: "bypass", accessDuration: 900 });
    const withUrl = applySkipModuleChoice(
      [{}, { delayGrant: 15 }, { mode: null, redirectUrl: "https://example.com/" }],
      "redirect-activity",
      7,
    );
    expect(withUrl[2]).toEqual({ mode: "redirect-activity", redirectUrl: "https://example.com/", redirectActivity: 7 });
    for (const mode of ["video", "carousel"] as const) {
      const cleared = applySkipModuleChoice(withUrl, mode);
      expect(cleared[1]).toEqual({ delayGrant: null });
      expect(cleared[2]).toEqual({ mode, redirectUrl: null, redirectActivity: null });
    }
  });

  it("hides WiFi-only types where the menu type has no WiFi", () => {
    expect(moduleTypesFor("default")).toEqual([...MODULE_TYPES]);
    expect(moduleTypesFor(undefined)).toHaveLength(MODULE_TYPES.length);
    expect(moduleTypesFor("event")).not.toContain("grant");
    expect(moduleTypesFor("event")).toContain("login");
    expect(moduleTypesFor("onePageBooking")).toContain("booking");
  });

  it("parses analytics functions as JSON items", () => {
    expect(parseAnalyticsFunctions("")).toEqual({ ok: true, items: [] });
    expect(parseAnalyticsFunctions('[{"name":"page_view"}]')).toEqual({ ok: true, items: [{ name: "page_view" }] });
    expect(parseAnalyticsFunctions('{"name":"a"}\n\n{"name":"b","x":1}')).toEqual({
      ok: true,
      items: [{ name: "a" }, { name: "b", x: 1 }],
    });
    expect(parseAnalyticsFunctions('{"name":"a"}\n{nope}')).toEqual({ ok: false, line: 2 });
    expect(parseAnalyticsFunctions('[{"id":1}]')).toEqual({ ok: false, line: 1 });
    expect(parseAnalyticsFunctions('{"id":1}')).toEqual({ ok: false, line: 1 });
  });
});
