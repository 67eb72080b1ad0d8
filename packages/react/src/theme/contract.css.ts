import { createThemeContract } from "@vanilla-extract/css";

/** CSS variables every Portico widget reads; values come from the appearance prop via assignInlineVars. */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryText: null,
    danger: null,
    /** Text in the danger colour on the background (error messages); darker than `danger` where needed for contrast. */
    dangerText: null,
    /** Text on a danger or success fill (buttons, toasts). */
    onDanger: null,
    onSuccess: null,
    success: null,
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    inputBackground: null,
    overlay: null,
    focus: null,
  },
  font: { family: null, size: null },
  radius: null,
  space: { s: null, m: null, l: null },
  shadow: null,
});
