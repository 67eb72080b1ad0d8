import { style } from "@vanilla-extract/css";

export { actions, head, muted, page, section, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const steps = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, margin: 0, padding: 0 });
export const stepItem = style({ listStyle: "none" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(220px, 100%), 1fr))",
  gap: vars.space.m,
});
export const types = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(240px, 100%), 1fr))",
  gap: vars.space.m,
});
export const typeCard = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: "start",
  cursor: "pointer",
  font: "inherit",
});
export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.s, minWidth: 0 });
export const choiceRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, alignItems: "center" });
export const input = style({
  font: "inherit",
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  color: vars.color.text,
  minWidth: 0,
  maxWidth: "100%",
  boxSizing: "border-box",
});
export const textarea = style([input, { minHeight: "8em", width: "100%", resize: "vertical" }]);
export const vars_ = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const code = style({ fontFamily: "ui-monospace, monospace", overflowWrap: "anywhere" });
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });
