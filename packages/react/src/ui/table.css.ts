import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

export const wrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  overflowX: "auto",
  background: vars.color.background,
});
export const table = style({ width: "100%", borderCollapse: "collapse" });
export const caption = style({ textAlign: "left", padding: `${vars.space.s} 12px`, fontWeight: 600 });
export const th = style({
  textAlign: "left",
  padding: `${vars.space.s} 12px`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: "nowrap",
});
export const td = style({ padding: `${vars.space.s} 12px`, borderBottom: `1px solid ${vars.color.border}` });
export const row = style({
  selectors: {
    "&[tabindex]": { cursor: "pointer" },
    "&[tabindex]:hover, &[tabindex]:focus-visible": { background: vars.color.surface, outline: "none" },
  },
});
export const state = style({ padding: vars.space.l, textAlign: "center", color: vars.color.textMuted });
export const stateError = style({ padding: vars.space.l, textAlign: "center", color: vars.color.dangerText });
export const pager = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.m,
  padding: `${vars.space.s} 12px`,
});
export const select = style({
  marginLeft: vars.space.s,
  padding: "4px",
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
