import { describe, expect, it } from "vitest";
import { clampLatLng, moveByKey } from "./moveByKey";

describe("moveByKey", () => {
  const p = { latitude: 25, longitude: 121 };
  it("moves by about ten pixels at the zoom, ten times more with Shift", () => {
    const up = moveByKey(p, "ArrowUp", 14)!;
    expect(up.longitude).toBe(121);
    expect(up.latitude).toBeGreaterThan(25);
    expect(up.latitude - 25).toBeCloseTo((360 / 256 / 2 ** 14) * 10, 6);
    const fast = moveByKey(p, "ArrowRight", 14, true)!;
    expect(fast.longitude - 121).toBeCloseTo((360 / 256 / 2 ** 14) * 100, 5);
    expect(moveByKey(p, "ArrowLeft", 0)!.longitude).toBeCloseTo(121 - 14.0625, 5);
  });
  it("ignores other keys and keeps points on the map", () => {
    expect(moveByKey(p, "Enter", 14)).toBeNull();
    expect(clampLatLng({ latitude: 89, longitude: 181 })).toEqual({ latitude: 85.05, longitude: -179 });
    expect(clampLatLng({ latitude: -89, longitude: -190 })).toEqual({ latitude: -85.05, longitude: 170 });
    expect(clampLatLng({ latitude: 0, longitude: 180 })).toEqual({ latitude: 0, longitude: 180 });
  });
});
