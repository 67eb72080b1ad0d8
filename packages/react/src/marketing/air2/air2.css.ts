import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m, minWidth: 0 });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const section = style({
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  minWidth: 0,
});
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
