import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  zIndex: 1000,
});
export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(92vw, 440px)",
  maxHeight: "85vh",
  overflow: "auto",
  padding: vars.space.l,
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
  zIndex: 1001,
  selectors: { "&:focus": { outline: "none" } },
});
export const dialogTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: "1.2em", fontWeight: 600 });
export const dialogDescription = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.s,
  marginTop: vars.space.m,
});
/** A form dialog's footer is the form's last row: the form's own gap spaces it as `actions` is spaced. */
export const formActions = style([actions, { marginTop: 0 }]);
/** Further actions (Delete, ...) stand apart at the start; Cancel and Save stay together at the end. */
export const actionsStart = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  marginInlineEnd: "auto",
});
