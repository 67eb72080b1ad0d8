import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

export const viewport = style({
  position: "fixed",
  top: vars.space.m,
  right: vars.space.m,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  width: "min(92vw, 360px)",
  margin: 0,
  padding: 0,
  listStyle: "none",
  zIndex: 2000,
  outline: "none",
});
const toastBase = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: "4px 12px",
  padding: "12px 16px",
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
});
export const toast = styleVariants({
  error: [toastBase, { background: vars.color.danger, color: vars.color.onDanger }],
  success: [toastBase, { background: vars.color.success, color: vars.color.onSuccess }],
});
export const toastTitle = style({ fontWeight: 700, gridColumn: 1 });
export const toastText = style({ gridColumn: 1, margin: 0 });
export const toastClose = style({
  gridColumn: 2,
  gridRow: "1 / span 2",
  background: "transparent",
  border: "none",
  color: "inherit",
  fontSize: "1.2em",
  cursor: "pointer",
});
