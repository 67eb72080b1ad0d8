import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.m,
  margin: 0,
  minWidth: 0,
});
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.m });
export const check = style({ display: "inline-flex", alignItems: "center", gap: vars.space.s, cursor: "pointer" });
export const radio = style({ display: "inline-flex", alignItems: "center", gap: "4px", cursor: "pointer" });
export const textarea = style({
  font: "inherit",
  width: "100%",
  boxSizing: "border-box",
  minHeight: "5em",
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.inputBackground,
  color: vars.color.text,
  resize: "vertical",
});
export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  gap: vars.space.m,
  margin: 0,
});
export const stat = style({ display: "flex", flexDirection: "column", gap: "2px", margin: 0 });
export const statValue = style({ fontSize: "1.4em", fontWeight: 600, margin: 0 });
