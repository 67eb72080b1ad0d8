import { style } from "@vanilla-extract/css";

/** A row action as a compact square icon button: it sits beside the row's text without wrapping it. */
export const rowAction = style({ padding: "6px", lineHeight: 0, minWidth: "32px", justifyContent: "center" });
