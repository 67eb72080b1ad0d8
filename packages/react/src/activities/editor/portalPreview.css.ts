import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

/** A phone-shaped frame around the guest portal's own renderer. */
export const phone = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: "18px",
  padding: vars.space.m,
  background: vars.color.surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  maxHeight: "80vh",
  overflow: "auto",
});
export const controls = style({ display: "flex", gap: vars.space.s, flexWrap: "wrap" });
export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: "anywhere" });
