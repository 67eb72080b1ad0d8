import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page, section, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const columnRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(130px, 1fr))",
  alignItems: "end",
  gap: vars.space.s,
  paddingBottom: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const check = style({ display: "inline-flex", alignItems: "center", gap: "0.25em", minHeight: "2.4em" });
export const code = style({
  fontFamily: "ui-monospace, monospace",
  fontSize: "0.9em",
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
  padding: vars.space.s,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
  margin: 0,
});
export const problems = style({ margin: 0, paddingLeft: "1.2em", color: vars.color.dangerText });
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });
