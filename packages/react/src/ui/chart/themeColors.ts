import { useLayoutEffect, useRef, useState } from "react";
import { vars } from "../../theme/root.css";

/** Theme colour tokens a chart may use (resolved at draw time, so dark mode and host themes apply). */
export type ChartToken = "primary" | "success" | "danger" | "textMuted" | "focus" | "text" | "border";

/** Reads a theme token's current value from the element's computed style (canvas cannot use CSS variables). */
export function resolveColor(el: Element | null, token: ChartToken): string {
  const name = /var\((--[^,)]+)/.exec(vars.color[token])?.[1];
  const value = el && name ? getComputedStyle(el).getPropertyValue(name).trim() : "";
  return value || "currentColor";
}

/**
 * The current values of the given theme tokens, read once from the box the chart is drawn in.
 * @example const { box, colors } = useThemeColors(["primary", "border"]); <div ref={box}>...</div>
 */
export function useThemeColors(tokens: readonly ChartToken[]) {
  const box = useRef<HTMLDivElement>(null);
  const [colors, setColors] = useState<Partial<Record<ChartToken, string>>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount, as the canvases did
  useLayoutEffect(() => {
    const next: Partial<Record<ChartToken, string>> = {};
    for (const token of tokens) next[token] = resolveColor(box.current, token);
    setColors(next);
  }, []);
  return { box, colors };
}
