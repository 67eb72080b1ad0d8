import { describe, expect, it } from "vitest";
import type { NetworkDetail } from "../../data/networkConfigTypes";
import { followSsids, newSplashPage } from "./followSsids";

const ssid = (index: number) => ({ index, enable: true, name: `SSID-${index}` });
const detail = (g24: number[], g5: number[], pages: number[]): NetworkDetail =>
  ({
    network: { wifi: { "2.4g": { ssid: g24.map(ssid) }, "5g": { ssid: g5.map(ssid) } } },
    splashPage: pages.map((index) => ({ ...newSplashPage(index), white: [`h${index}.example`] })),
  }) as NetworkDetail;

describe("followSsids", () => {
  it("adds a list for a new SSID slot and keeps the others as they are", () => {
    const out = followSsids(detail([1], [1], [1]), detail([1, 2], [1], [1]));
    expect(out.splashPage?.map((p) => p.index)).toEqual([1, 2]);
    expect(out.splashPage?.[0]?.white).toEqual(["h1.example"]);
    expect(out.splashPage?.[1]).toEqual(newSplashPage(2));
  });

  it("drops the list of a slot no band has any more, not of one another band still has", () => {
    expect(followSsids(detail([1, 2], [1], [1, 2]), detail([1], [1], [1, 2])).splashPage?.map((p) => p.index)).toEqual([
      1,
    ]);
    expect(
      followSsids(detail([1, 2], [1, 2], [1, 2]), detail([1], [1, 2], [1, 2])).splashPage?.map((p) => p.index),
    ).toEqual([1, 2]);
  });

  it("changes nothing when the slots stay, even if a slot has no list", () => {
    const same = detail([1, 2], [1], [1]);
    expect(followSsids(detail([1, 2], [1], [1]), same)).toBe(same);
  });
});
