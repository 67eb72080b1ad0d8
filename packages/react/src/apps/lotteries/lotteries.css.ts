import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page, section, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const templates = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(110px, 1fr))",
  gap: vars.space.s,
});
export const template = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.25em",
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: {
    "&:has(input:checked)": { borderColor: vars.color.primary, boxShadow: `0 0 0 1px ${vars.color.primary}` },
  },
});
export const swatch = style({
  width: "100%",
  height: "2.4em",
  borderRadius: vars.radius,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 700,
});
export const colours = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "end" });
export const colour = style({ display: "inline-flex", flexDirection: "column", gap: "0.25em", fontSize: "0.9em" });
export const colourInput = style({
  width: "3em",
  height: "2.2em",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
});
export const scroll = style({ overflowX: "auto", maxWidth: "100%" });
export const sheet = style({ borderCollapse: "collapse", fontSize: "0.9em" });
export const cell = style({ border: `1px solid ${vars.color.border}`, padding: "0.2em 0.5em", whiteSpace: "nowrap" });
export const qr = style({ width: 160, height: 160, imageRendering: "pixelated", background: "#fff" });
export const link = style({ wordBreak: "break-all", fontFamily: "ui-monospace, monospace", fontSize: "0.85em" });
