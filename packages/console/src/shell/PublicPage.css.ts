import { themeVars as vars } from "@portico/react";
import { style } from "@vanilla-extract/css";

/** Frame of the public pages: a centred column. */
export const publicPage = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.m,
  padding: `${vars.space.l} ${vars.space.m}`,
  background: vars.color.surface,
});
export const publicHeader = style({
  width: "100%",
  maxWidth: "400px",
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
});
export const publicMain = style({ width: "100%", maxWidth: "400px" });
