import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

/** Layout of the performance dashboard: everything wraps down to one column at 390 px. */
export const page = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  color: vars.color.text,
  minWidth: 0,
});
export const heading = style({ margin: 0, fontSize: "1.15em", fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, margin: 0, overflowWrap: "anywhere" });
export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-start",
  gap: vars.space.s,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const filterField = style({ flex: "1 1 160px", minWidth: 0, maxWidth: "100%" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: "4px",
  padding: vars.space.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  minWidth: 0,
});
export const cardLabel = style({ color: vars.color.textMuted, fontSize: "0.9em" });
export const cardValue = style({ fontSize: "1.6em", fontWeight: 600, lineHeight: 1.2 });
export const change = styleVariants({
  up: { color: vars.color.text, borderLeft: `3px solid ${vars.color.success}`, paddingLeft: "6px", fontSize: "0.85em" },
  down: {
    color: vars.color.text,
    borderLeft: `3px solid ${vars.color.danger}`,
    paddingLeft: "6px",
    fontSize: "0.85em",
  },
  same: { color: vars.color.textMuted, paddingLeft: "9px", fontSize: "0.85em" },
});
export const split = style({ color: vars.color.textMuted, fontSize: "0.85em", overflowWrap: "anywhere" });
export const health = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const healthItem = style({ display: "flex", gap: "6px", alignItems: "baseline", flex: "1 1 120px" });
export const healthValue = style({ fontWeight: 600, fontSize: "1.2em", margin: 0 });
export const charts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(320px, 100%), 1fr))",
  gap: vars.space.m,
});
export const empty = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const link = style({ color: vars.color.primaryText, overflowWrap: "anywhere" });
export const exports = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "flex-start" });
