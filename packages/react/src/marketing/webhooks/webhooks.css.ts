import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m, minWidth: 0 });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600 });
export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))",
  gap: vars.space.m,
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
});
export const validatorRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: "1 1 200px", minWidth: 0 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s });
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.s, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: "1.1em", fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const mono = style({ fontFamily: "ui-monospace, monospace", overflowWrap: "anywhere" });
