import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const figure = style({ margin: 0, minWidth: 0, display: "flex", flexDirection: "column", gap: vars.space.s });
export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.s,
  flexWrap: "wrap",
});
export const title = style({ fontWeight: 600 });
export const toggle = style({
  font: "inherit",
  fontSize: "0.875em",
  padding: `2px ${vars.space.s}`,
  color: vars.color.primary,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const state = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.textMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const tableWrap = style({
  overflow: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.875em" });
export const cell = style({
  textAlign: "left",
  padding: `4px ${vars.space.s}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
export const number = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums" }]);
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.875em" });
