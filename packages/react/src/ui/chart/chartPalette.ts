import type { ChartToken } from "./themeColors";

/** Theme tokens in the order series and slices take them. */
export const PALETTE_TOKENS: readonly ChartToken[] = ["primary", "success", "danger", "focus", "textMuted", "text"];

/** The colour with an opacity, for hex (#rrggbb) and rgb() values; other forms come back unchanged. */
export function withAlpha(color: string, alpha: number): string {
  if (/^#[0-9a-f]{6}$/i.test(color))
    return `${color}${Math.round(alpha * 255)
      .toString(16)
      .padStart(2, "0")}`;
  const rgb = /^rgb\(([^)]+)\)$/i.exec(color);
  return rgb ? `rgba(${rgb[1]}, ${alpha})` : color;
}

/**
 * The i-th colour of a chart: the theme's tokens first, then the same tokens lighter on each further round, so a
 * pie of 20 locations still tells its slices apart in any theme.
 */
export function paletteColor(colors: Partial<Record<ChartToken, string>>, i: number): string {
  const token = PALETTE_TOKENS[i % PALETTE_TOKENS.length] as ChartToken;
  const base = colors[token] ?? "currentColor";
  const round = Math.floor(i / PALETTE_TOKENS.length);
  return round === 0 ? base : withAlpha(base, Math.max(0.25, 1 - round * 0.25));
}
