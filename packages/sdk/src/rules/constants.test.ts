import { describe, expect, it } from "vitest";
import {
  AP_STATISTICS_PERIODS,
  DEFAULT_AP_STATISTICS_PERIOD,
  DEFAULT_CHANNELS,
  DEFAULT_DHCP_LEASE,
  DEFAULT_RATE_LIMIT,
  DEFAULT_TIME_ZONE,
  DEVICE_MAP_HEIGHT,
  DEVICE_MAP_PAGE_SIZE,
  defaultLanAddress,
  INODE_STATUS_FILTERS,
  isIPv4,
  MAP_ZOOM,
  MONITORING_PERIODS,
  periodSeconds,
  SITE_SURVEY_CHANNELS,
  SITE_SURVEY_WIDTHS,
  STATISTICS_POLL_MS,
  STATISTICS_WINDOW,
} from "./index";

describe("section 9 constants", () => {
  it("holds the network defaults", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Asia/Taipei");
    expect(defaultLanAddress(1)).toBe("172.18.1.1");
    expect(defaultLanAddress(4)).toBe("172.18.4.1");
    expect(isIPv4(defaultLanAddress(3))).toBe(true);
    expect(DEFAULT_DHCP_LEASE).toBe(86400);
    expect(DEFAULT_RATE_LIMIT).toEqual({ upload: 1024, download: 2048 });
    expect(DEFAULT_CHANNELS).toEqual({ "2.4g": 0, "5g": 161 });
  });
  it("holds the site-survey channels and widths", () => {
    expect(SITE_SURVEY_CHANNELS["2.4g"]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(SITE_SURVEY_CHANNELS["5g"][0]).toBe(36);
    expect(SITE_SURVEY_CHANNELS["5g"].at(-1)).toBe(165);
    expect(SITE_SURVEY_WIDTHS).toEqual([20, 40, 80]);
  });
  it("holds the periods and polling", () => {
    expect(AP_STATISTICS_PERIODS).toEqual(["1h", "3h", "6h", "12h", "24h", "3d", "1w"]);
    expect(AP_STATISTICS_PERIODS).toContain(DEFAULT_AP_STATISTICS_PERIOD);
    expect(DEFAULT_AP_STATISTICS_PERIOD).toBe("3h");
    expect(MONITORING_PERIODS).toEqual([
      ...["1h", "3h", "6h", "12h", "24h", "1d", "2d", "3d", "4d", "5d", "6d", "7d"],
      ...["1w", "2w", "1m", "2m", "3m"],
    ]);
    expect(MONITORING_PERIODS.every((p) => periodSeconds(p) !== null)).toBe(true);
    expect([STATISTICS_POLL_MS, STATISTICS_WINDOW]).toEqual([10_000, 50]);
  });
  it("periodSeconds parses period keys", () => {
    expect(periodSeconds("3h")).toBe(10800);
    expect(periodSeconds("3d")).toBe(259200);
    expect(periodSeconds("1w")).toBe(604800);
    expect(periodSeconds("2m")).toBe(5184000);
    expect(periodSeconds("2M")).toBeNull();
    expect(periodSeconds("3y")).toBeNull();
    expect(periodSeconds("h")).toBeNull();
  });
  it("holds the map defaults and status filters", () => {
    expect(MAP_ZOOM).toEqual({ floorPlan: 12, deviceMap: 9, addressPicker: 14 });
    expect([DEVICE_MAP_HEIGHT, DEVICE_MAP_PAGE_SIZE]).toEqual([600, 50]);
    expect(INODE_STATUS_FILTERS).toEqual(["online", "offline", "unconf"]);
  });
});
