import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page, section, title } from "../ui/areaPage.css";

import { vars } from "../theme/root.css";

export const grid2 = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: vars.space.m,
});
export const colorRow = style({ display: "flex", alignItems: "flex-end", gap: vars.space.s });
export const swatch = style({
  width: "2.5em",
  height: "2.4em",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: "none",
  cursor: "pointer",
});
export const code = style({
  fontFamily: "ui-monospace, monospace",
  fontSize: "0.9em",
  wordBreak: "break-all",
  padding: vars.space.s,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
  margin: 0,
});
export const providerList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
});
export const providerOption = style({
  display: "flex",
  gap: vars.space.s,
  alignItems: "flex-start",
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
});
export const phone = style({
  alignSelf: "flex-start",
  width: "min(100%, 320px)",
  padding: vars.space.l,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "24px",
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  alignItems: "stretch",
});
export const loginButton = style({
  font: "inherit",
  fontWeight: 600,
  padding: "0.7em 1em",
  border: "none",
  borderRadius: vars.radius,
  cursor: "pointer",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
});
export const profile = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `4px ${vars.space.m}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const claims = style({
  margin: 0,
  padding: vars.space.s,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  fontSize: "0.85em",
  overflowX: "auto",
});
