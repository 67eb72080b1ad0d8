import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page, section, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))",
  alignItems: "end",
  gap: vars.space.s,
});
export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  alignItems: "end",
  gap: vars.space.s,
  paddingBottom: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const check = style({ display: "inline-flex", alignItems: "center", gap: "0.25em", minHeight: "2.4em" });
export const notice = style({
  margin: 0,
  padding: vars.space.s,
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const totals = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, margin: 0 });
export const problems = style({ margin: 0, paddingLeft: "1.2em", color: vars.color.dangerText });
