import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

export const root = style({
  display: "inline-flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.s,
  maxWidth: "100%",
  minWidth: 0,
});
export const select = style({
  padding: `6px ${vars.space.s}`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const status = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.s,
  color: vars.color.textMuted,
  fontSize: "0.9em",
  minWidth: 0,
  overflowWrap: "anywhere",
});
export const progress = style({ width: "8em", maxWidth: "40vw", accentColor: vars.color.primary });
export const link = style({
  color: vars.color.primary,
  overflowWrap: "anywhere",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const error = style({ color: vars.color.dangerText, fontSize: "0.9em", margin: 0, overflowWrap: "anywhere" });
