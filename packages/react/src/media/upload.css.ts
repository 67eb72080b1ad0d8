import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const root = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const label = style({ fontWeight: 500 });
export const dropzone = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "120px",
  padding: vars.space.m,
  font: "inherit",
  color: vars.color.textMuted,
  background: vars.color.surface,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: {
    "&:focus-visible": focusRing,
    '&[data-dragging="true"]': { borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const preview = style({ maxWidth: "100%", maxHeight: "240px", objectFit: "contain" });
export const hidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  border: 0,
});
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: "0.9em" });
export const error = style({ margin: 0, color: vars.color.dangerText, fontSize: "0.9em" });
export const progress = style({ width: "100%", accentColor: vars.color.primary });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(120px, 1fr))",
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const tile = style({ display: "flex", flexDirection: "column", gap: "4px" });
export const tileButton = style({
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  aspectRatio: "4 / 3",
  overflow: "hidden",
  selectors: { "&:focus-visible": focusRing },
});
export const thumb = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });
/** Room under the library's tab bar. */
export const tabBar = style({ marginBottom: vars.space.m });
