import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

// Shared layout of the visitors and behaviour reports: a toolbar that wraps at 390 px and a chart grid.
export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m, minWidth: 0 });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600 });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.m });
export const filters = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.s,
  margin: 0,
  minWidth: 0,
});
export const filterRow = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const total = style({ margin: 0, fontSize: "1.1em", fontWeight: 600 });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 280px), 1fr))",
  gap: vars.space.m,
});
export const wide = style({ gridColumn: "1 / -1", minWidth: 0 });
export const figures = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m, margin: 0 });
export const figure = style({ display: "flex", flexDirection: "column", minWidth: "8em" });
export const figureValue = style({ fontSize: "1.4em", fontWeight: 600, margin: 0 });
