import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: 1, minWidth: "220px" });
