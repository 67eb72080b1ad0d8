import { describe, expect, it } from "vitest";
import { appearanceStyle, resolveTokens } from "./appearance";

describe("appearance", () => {
  it("defaults to the light palette with the spec's danger and success colours", () => {
    const tokens = resolveTokens(undefined);
    expect(tokens.color.danger).toBe("#FF5D5D");
    expect(tokens.color.success).toBe("#73D14B");
    expect(tokens.color.background).toBe("#FFFFFF");
  });

  it("switches to dark and applies variables over the base palette", () => {
    const tokens = resolveTokens({ theme: "dark", variables: { colorPrimary: "#7C3AED", borderRadius: "0" } });
    expect(tokens.color.background).toBe("#171A21");
    expect(tokens.color.primary).toBe("#7C3AED");
    expect(tokens.radius).toBe("0");
  });

  it("maps the tokens onto the contract's custom properties", () => {
    const style = appearanceStyle({ variables: { colorDanger: "#E00" } }) as Record<string, string>;
    const entries = Object.entries(style);
    expect(entries.length).toBeGreaterThan(15);
    expect(entries.every(([k]) => k.startsWith("--"))).toBe(true);
    expect(Object.values(style)).toContain("#E00");
  });
});
