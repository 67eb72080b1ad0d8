import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

/** Shared layout of the device detail and access-point widgets. */
export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m, color: vars.color.text });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: 1 });
export const heading = style({ margin: 0, fontSize: "1.15em", fontWeight: 600 });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const section = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const chartGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(320px, 1fr))",
  gap: vars.space.m,
});
export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `4px ${vars.space.m}`,
  margin: 0,
});
export const factTerm = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });
export const badge = styleVariants({
  on: { color: vars.color.text, borderLeft: `4px solid ${vars.color.success}`, paddingLeft: "6px" },
  off: { color: vars.color.text, borderLeft: `4px solid ${vars.color.danger}`, paddingLeft: "6px" },
  busy: { color: vars.color.text, borderLeft: `4px solid ${vars.color.primary}`, paddingLeft: "6px" },
});
export const tabs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "4px",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.textMuted,
  textDecoration: "none",
  borderBottom: "2px solid transparent",
  background: "transparent",
  border: "none",
  font: "inherit",
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"], &[aria-current="page"]': {
      color: vars.color.text,
      borderBottom: `2px solid ${vars.color.primary}`,
      fontWeight: 600,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const textarea = style({
  width: "100%",
  minHeight: "90px",
  padding: vars.space.s,
  font: "inherit",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const output = style({
  margin: 0,
  padding: vars.space.s,
  maxHeight: "320px",
  overflow: "auto",
  whiteSpace: "pre-wrap",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  fontSize: "0.9em",
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const checkbox = style({ width: "18px", height: "18px", accentColor: vars.color.primary });
export const cellInput = style({
  width: "100%",
  minWidth: "140px",
  padding: "4px 8px",
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.dangerText } },
});
export const cellError = style({ color: vars.color.dangerText, fontSize: "0.85em", margin: "2px 0 0" });
