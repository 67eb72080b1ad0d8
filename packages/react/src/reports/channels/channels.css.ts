import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m, minWidth: 0 });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600 });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.m });
export const tiles = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  gap: vars.space.s,
});
export const tile = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.m,
  display: "flex",
  flexDirection: "column",
  gap: "4px",
});
export const tileValue = style({ fontSize: "1.4em", fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 340px), 1fr))",
  gap: vars.space.m,
});
export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.s, minWidth: 0 });
export const sectionTitle = style({ margin: 0, fontSize: "1.1em", fontWeight: 600 });
export const log = style({
  maxHeight: 320,
  overflow: "auto",
  margin: 0,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  fontFamily: "ui-monospace, monospace",
  fontSize: "0.85em",
  whiteSpace: "pre-wrap",
  wordBreak: "break-all",
});
export const frame = style({
  width: "100%",
  minHeight: 480,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const breakAll = style({ wordBreak: "break-all" });
export const check = style({ display: "inline-flex", alignItems: "center", gap: "4px" });
export const error = style({ margin: 0, color: vars.color.dangerText });
