import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const radioGroup = style({ border: "none", margin: 0, padding: 0, minWidth: 0 });
export const radioLegend = style({ padding: 0, marginBottom: "4px", fontWeight: 500 });
export const radioRow = style({ display: "flex", flexWrap: "wrap", gap: `4px ${vars.space.m}` });
export const radioOption = style({ display: "inline-flex", alignItems: "center", gap: "6px", cursor: "pointer" });
export const radioInput = style({
  margin: 0,
  accentColor: vars.color.primary,
  selectors: { "&:focus-visible": focusRing },
});
export const select = style({
  width: "100%",
  padding: `${vars.space.s} 12px`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: { "&:focus-visible": focusRing, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
