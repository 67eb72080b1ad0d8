import { describe, expect, it } from "vitest";
import { DEFAULT_ROAMING_CHANNELS, nextRoamingChannelName, roamingChannelName } from "./index";

describe("roaming channel names", () => {
  it("pads n to two digits", () => {
    expect(roamingChannelName(1)).toBe("CH-01");
    expect(roamingChannelName(12)).toBe("CH-12");
    expect(roamingChannelName(100)).toBe("CH-100");
    expect(roamingChannelName(4)).not.toBe("CH-4");
  });
  it("defaults to CH-01 to CH-03", () => {
    expect(DEFAULT_ROAMING_CHANNELS).toEqual(["CH-01", "CH-02", "CH-03"]);
  });
  it("names a new channel one past the highest CH-n", () => {
    expect(nextRoamingChannelName([])).toBe("CH-01");
    expect(nextRoamingChannelName(["CH-01", "CH-03", "Lobby", "CH-x"])).toBe("CH-04");
    expect(nextRoamingChannelName(["CH-9"])).toBe("CH-10");
  });
});
