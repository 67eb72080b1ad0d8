import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

const appear = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** One muted line that fades in only after 400 ms: a fast load shows nothing at all, a slow one a quiet note. */
export const fallback = style({
  minHeight: "1.5em",
  padding: `${vars.space.s} 0`,
  color: vars.color.textMuted,
  animation: `${appear} 200ms ease-in 400ms both`,
  "@media": { "(prefers-reduced-motion: reduce)": { animationDuration: "1ms" } },
});
