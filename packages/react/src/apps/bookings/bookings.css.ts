import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page, section, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const fullScreen = style({
  width: "min(94vw, 1100px)",
  maxHeight: "72vh",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  paddingRight: vars.space.s,
});
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  alignItems: "end",
  gap: vars.space.s,
});
export const row = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(120px, 1fr))",
  alignItems: "end",
  gap: vars.space.s,
  paddingBottom: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const check = style({ display: "inline-flex", alignItems: "center", gap: "0.25em", minHeight: "2.4em" });
export const code = style({
  fontFamily: "ui-monospace, monospace",
  fontSize: "0.9em",
  width: "min(90vw, 900px)",
  minHeight: "50vh",
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxSizing: "border-box",
});
export const error = style({ margin: 0, color: vars.color.dangerText });
export const total = style({ fontWeight: 600, fontSize: "1.1em" });
