import { SITE_SURVEY_CHANNELS } from "@portico/sdk/rules";
import { describe, expect, it } from "vitest";
import { channelLoad, channelSpan } from "./siteSurvey";

describe("site survey channels", () => {
  it("spreads 2.4 GHz networks over neighbouring channels within 1-14", () => {
    expect(channelSpan("2.4g", 6, 20)).toEqual([4, 5, 6, 7, 8]);
    expect(channelSpan("2.4g", 1, 20)).toEqual([1, 2, 3]);
    expect(channelSpan("2.4g", 13, 40)).toEqual([9, 10, 11, 12, 13, 14]);
  });

  it("takes the bonded 5 GHz block for 40 and 80 MHz", () => {
    expect(channelSpan("5g", 36, 20)).toEqual([36]);
    expect(channelSpan("5g", 44, 40)).toEqual([44, 48]);
    expect(channelSpan("5g", 157, 80)).toEqual([149, 153, 157, 161]);
    expect(channelSpan("5g", 165, 80)).toEqual([165]);
  });

  it("counts the networks per channel of the band", () => {
    const load = channelLoad("5g", [
      { channel: 36, mode: 80 },
      { channel: 40, mode: 20 },
    ]);
    expect(load).toHaveLength(SITE_SURVEY_CHANNELS["5g"].length);
    expect(load.slice(0, 5)).toEqual([1, 2, 1, 1, 0]);
  });
});
