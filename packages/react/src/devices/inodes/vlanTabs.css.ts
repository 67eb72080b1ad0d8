import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const heading = style({ margin: 0, fontSize: "1em", fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "4px",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  font: "inherit",
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderBottom: "2px solid transparent",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: 600 },
    "&:focus-visible": focusRing,
  },
});
/** The count of fields in error on a WAN tab. */
export const badge = style({
  minWidth: "1.4em",
  padding: "0 6px",
  borderRadius: "999px",
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: "0.8em",
  fontWeight: 600,
  textAlign: "center",
});
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
