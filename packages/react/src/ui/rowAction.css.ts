import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

/**
 * A row action as a compact square icon button: it sits beside the row's text without wrapping it. Its padding is the
 * theme's small space (taking `vars` from root.css also emits this sheet after the reset, so the reset never wins).
 */
export const rowAction = style({ padding: vars.space.s, lineHeight: 0, minWidth: "32px", justifyContent: "center" });
