import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./contract.css";

/** The scoped root of every widget: all Portico styles live under it; nothing is global. */
export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: 1.5,
  color: vars.color.text,
  WebkitFontSmoothing: "antialiased",
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: "border-box" });
