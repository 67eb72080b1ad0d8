import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./contract.css";

// Every widget stylesheet imports `vars` from here, not from contract.css, so that this file's rules are emitted
// first in any bundle: the reset below then loses to widget classes of equal specificity by coming earlier.
export { vars };

/**
 * The scoped root of every widget: all Portico styles live under it; nothing is global. Text styles a host sets
 * on its page (letter-spacing, text-transform ...) would inherit into widgets: they stop here.
 */
export const root = style({
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  fontStyle: "normal",
  fontWeight: 400,
  lineHeight: 1.5,
  letterSpacing: "normal",
  textTransform: "none",
  textAlign: "start",
  color: vars.color.text,
  boxSizing: "border-box",
  WebkitFontSmoothing: "antialiased",
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: "border-box" });

// A host's element rules (`button {}`, `h1 {}`, `table td {}`) are less specific than `.root :where(...)`, so
// they do not reach widget elements; widget classes (same specificity, emitted later) still style them.
globalStyle(
  `${root} :where(h1, h2, h3, h4, h5, h6, p, label, button, input, select, textarea, table, th, td, ul, ol, li, a, fieldset, legend)`,
  {
    margin: 0,
    font: "inherit",
    color: "inherit",
    letterSpacing: "inherit",
    textTransform: "inherit",
    textAlign: "inherit",
    boxShadow: "none",
    border: "0 solid",
  },
);

// A primitive rendered bare by a host (a lone <Button>) is its own root: neutralise the host's rules on it too.
globalStyle(`${root}:where(button, input, select, textarea, a)`, {
  margin: 0,
  boxShadow: "none",
  border: "0 solid",
});
