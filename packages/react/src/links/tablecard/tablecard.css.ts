import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const overlay = style({ position: "fixed", inset: 0, background: vars.color.overlay, zIndex: 1000 });
export const content = style({
  position: "fixed",
  inset: 0,
  display: "grid",
  gridTemplateRows: "auto 1fr",
  background: vars.color.background,
  color: vars.color.text,
  zIndex: 1001,
  selectors: { "&:focus": { outline: "none" } },
});
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ margin: 0, fontSize: "1.2em", fontWeight: 600, flex: 1 });
export const description = style({ margin: 0, color: vars.color.textMuted, flexBasis: "100%", fontSize: "0.9em" });
export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(240px, 300px) 1fr",
  minHeight: 0,
  "@media": { "(max-width: 700px)": { gridTemplateColumns: "1fr", gridTemplateRows: "auto 1fr" } },
});
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  padding: vars.space.m,
  borderRight: `1px solid ${vars.color.border}`,
  overflowY: "auto",
  minHeight: 0,
});
export const group = style({
  margin: 0,
  padding: 0,
  border: "none",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
});
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: vars.space.s });
export const templates = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.s });
export const templateButton = style({
  font: "inherit",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "4px",
  padding: vars.space.s,
  borderRadius: vars.radius,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const thumb = style({
  display: "block",
  width: "48px",
  borderRadius: "4px",
  border: `1px solid ${vars.color.border}`,
});
export const colorField = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.s,
});
export const colorInput = style({
  width: "3em",
  height: "2.2em",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: "none",
  cursor: "pointer",
});
export const toolbar = style({ display: "inline-flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
export const zoomLevel = style({
  minWidth: "6em",
  textAlign: "center",
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});
export const stage = style({
  overflow: "auto",
  minHeight: 0,
  padding: vars.space.l,
  background: vars.color.surface,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
});
export const canvasHost = style({ boxShadow: vars.shadow, lineHeight: 0, flex: "none" });
export const status = style({ margin: vars.space.l, color: vars.color.textMuted });
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
});
