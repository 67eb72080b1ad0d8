import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./zonedDateTime";

describe("datetime widget values in the business's time zone", () => {
  it("reads and writes Taipei wall-clock time whatever the browser's zone", () => {
    expect(fromLocalInput("2026-11-18T08:00", "Asia/Taipei")).toBe(Date.UTC(2026, 10, 18, 0, 0) / 1000);
    expect(toLocalInput(Date.UTC(2026, 10, 18, 0, 0) / 1000, "Asia/Taipei")).toBe("2026-11-18T08:00");
  });
  it("follows daylight saving and refuses malformed values", () => {
    expect(toLocalInput(Date.UTC(2026, 6, 1, 12) / 1000, "Europe/Berlin")).toBe("2026-07-01T14:00");
    expect(fromLocalInput("2026-01-01T14:00", "Europe/Berlin")).toBe(Date.UTC(2026, 0, 1, 13) / 1000);
    expect(fromLocalInput("2026-01-01", "Europe/Berlin")).toBeNull();
  });
});
