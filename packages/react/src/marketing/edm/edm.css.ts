import { style } from "@vanilla-extract/css";

export { head, legend, muted, page, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

// Layout of the e-mail campaign widgets; theme tokens only.
export const line = style({ margin: `0 0 ${vars.space.s}` });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, alignItems: "flex-end" });
export const fieldset = style({
  margin: 0,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  alignItems: "flex-end",
  minWidth: 0,
});
export const check = style({ display: "inline-flex", gap: vars.space.s, alignItems: "center" });
export const content = style({
  width: "100%",
  minHeight: "12em",
  boxSizing: "border-box",
  fontFamily: "monospace",
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.background,
  color: vars.color.text,
});
export const label = style({ display: "flex", flexDirection: "column", gap: "4px", fontWeight: 600, width: "100%" });
export const error = style({ color: vars.color.dangerText, fontWeight: 400 });
export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(120px, 1fr))",
  gap: vars.space.m,
  margin: 0,
});
export const stat = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  display: "flex",
  flexDirection: "column",
});
export const statValue = style({ fontSize: "1.6em", fontWeight: 600, margin: 0 });
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s });
export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: "none",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
});
export const stepItem = style({ color: vars.color.textMuted });
export const stepCurrent = style({ fontWeight: 600, color: vars.color.text });
export const wrap = style({ overflowWrap: "anywhere" });
export const bare = style({ margin: 0, padding: 0, border: "none", minWidth: 0 });
