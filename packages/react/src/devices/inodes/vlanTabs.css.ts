import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const heading = style({ margin: 0, fontSize: "1em", fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const panel = style({
  paddingTop: vars.space.s,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  selectors: { "&:focus-visible": focusRing },
});
export const entry = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.s,
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: vars.space.s,
  alignItems: "end",
});
export const legend = style({ padding: `0 ${vars.space.s}`, fontWeight: 600 });
export const wanError = style({ margin: 0, color: vars.color.dangerText });
