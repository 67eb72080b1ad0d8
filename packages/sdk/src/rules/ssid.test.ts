import { describe, expect, it } from "vitest";
import {
  applyWizardSsidNames,
  defaultSsidName,
  disableSsid,
  enableSsid,
  firstWizardSsids,
  isSsidCountValid,
  wizardSsidName,
} from "./index";

describe("SSID rules", () => {
  it("allows 1 to 8 SSIDs", () => {
    expect([1, 4, 8].map(isSsidCountValid)).toEqual([true, true, true]);
    expect([0, 9, -1, 2.5].map(isSsidCountValid)).toEqual([false, false, false, false]);
  });
  it("turning an SSID on fills 'SSID-n' only when the name is empty", () => {
    expect(enableSsid({ enable: false, name: "", key: "k" }, 2)).toEqual({ enable: true, name: "SSID-3", key: "k" });
    expect(enableSsid({ enable: false }, 0)).toEqual({ enable: true, name: "SSID-1" });
    expect(enableSsid({ enable: false, name: "Guest" }, 0)).toEqual({ enable: true, name: "Guest" });
  });
  it("turning an SSID off clears enable and name", () => {
    expect(disableSsid({ enable: true, name: "Guest", hide: 1 })).toEqual({ enable: false, name: "", hide: 1 });
  });
  it("default SSID is the business name plus ' WiFi'", () => {
    expect(defaultSsidName("Cafe Lumen")).toBe("Cafe Lumen WiFi");
  });
  it("wizard names add '-n' from the second SSID and ' 5G' on 5 GHz", () => {
    expect(wizardSsidName("Cafe WiFi", 0, "2.4g")).toBe("Cafe WiFi");
    expect(wizardSsidName("Cafe WiFi", 1, "2.4g")).toBe("Cafe WiFi-2");
    expect(wizardSsidName("Cafe WiFi", 0, "5g")).toBe("Cafe WiFi 5G");
    expect(wizardSsidName("Cafe WiFi", 2, "5g")).toBe("Cafe WiFi-3 5G");
  });
  it("wizard names only the enabled SSIDs", () => {
    expect(
      applyWizardSsidNames([{ enable: true }, { enable: false, name: "old" }, { enable: true, name: "x" }], "B", "5g"),
    ).toEqual([
      { enable: true, name: "B 5G" },
      { enable: false, name: "old" },
      { enable: true, name: "B-3 5G" },
    ]);
  });
  it("the first wizard makes 2 SSIDs per radio", () => {
    expect(firstWizardSsids("Cafe")).toEqual({
      "2.4g": [
        { enable: true, name: "Cafe WiFi" },
        { enable: true, name: "Cafe WiFi-2" },
      ],
      "5g": [
        { enable: true, name: "Cafe WiFi 5G" },
        { enable: true, name: "Cafe WiFi-2 5G" },
      ],
    });
  });
});
