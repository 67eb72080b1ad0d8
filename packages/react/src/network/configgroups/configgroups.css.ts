import { style } from "@vanilla-extract/css";

export { actions, head, muted } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
export const section = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.background,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
});
export const sectionTitle = style({ margin: 0, fontSize: "1.05em", fontWeight: 600 });
export const grid2 = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
  gap: vars.space.m,
});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "4px",
});
export const listRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.s,
  padding: `${vars.space.s} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const grow = style({ flex: 1, minWidth: "160px" });

/** The schedule on/off switch (a button with role=switch). */
export const switchRoot = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.s,
  padding: 0,
  font: "inherit",
  color: vars.color.text,
  background: "transparent",
  border: "none",
  cursor: "pointer",
  selectors: { "&:focus-visible": focusRing, "&:disabled": { cursor: "not-allowed", opacity: 0.6 } },
});
export const switchTrack = style({
  position: "relative",
  width: "40px",
  height: "22px",
  borderRadius: "11px",
  background: vars.color.border,
  transition: "background 200ms",
  selectors: { [`${switchRoot}[aria-checked="true"] &`]: { background: vars.color.primary } },
});
export const switchThumb = style({
  position: "absolute",
  top: "3px",
  left: "3px",
  width: "16px",
  height: "16px",
  borderRadius: "50%",
  background: vars.color.background,
  boxShadow: vars.shadow,
  transition: "transform 200ms",
  selectors: { [`${switchRoot}[aria-checked="true"] &`]: { transform: "translateX(18px)" } },
});

/** Month view of the calendar. */
export const calendar = style({ width: "100%", borderCollapse: "collapse", tableLayout: "fixed" });
export const weekday = style({
  padding: vars.space.s,
  fontWeight: 600,
  color: vars.color.textMuted,
  textAlign: "center",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const dayCell = style({
  verticalAlign: "top",
  height: "96px",
  padding: "2px",
  border: `1px solid ${vars.color.border}`,
});
export const dayButton = style({
  display: "block",
  width: "100%",
  padding: "2px 6px",
  font: "inherit",
  textAlign: "right",
  color: vars.color.text,
  background: "transparent",
  border: "none",
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface },
    "&:focus-visible": focusRing,
    '&[data-outside="true"]': { color: vars.color.textMuted },
    '&[data-past="true"]': { color: vars.color.textMuted, cursor: "default" },
    '&[data-today="true"]': { fontWeight: 700, color: vars.color.primary },
  },
});
export const eventChip = style({
  display: "block",
  width: "100%",
  marginTop: "2px",
  padding: "1px 6px",
  font: "inherit",
  fontSize: "0.85em",
  textAlign: "left",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  border: "none",
  borderLeft: "4px solid",
  borderRadius: vars.radius,
  color: vars.color.text,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: { "&:focus-visible": focusRing },
});

/** Colour choice of an event. */
export const swatches = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, border: "none", padding: 0 });
/** Day schedule entries. */
export const entry = style({
  display: "grid",
  gridTemplateColumns: "minmax(120px, 160px) 1fr auto",
  gap: vars.space.m,
  alignItems: "start",
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  "@media": { "screen and (max-width: 768px)": { gridTemplateColumns: "1fr" } },
});
export const ssidGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.s,
});
export const dayTabs = style({ display: "flex", flexWrap: "wrap", gap: "4px" });
export const dayTab = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  font: "inherit",
  color: vars.color.textMuted,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: {
    '&[aria-current="date"]': { color: vars.color.text, borderColor: vars.color.primary, fontWeight: 600 },
    "&:focus-visible": focusRing,
  },
});
export const badge = style({
  display: "inline-block",
  padding: "0 8px",
  borderRadius: "10px",
  fontSize: "0.85em",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const stepper = style({ display: "flex", gap: vars.space.s, listStyle: "none", margin: 0, padding: 0 });
/** A native radio kept for keyboard, pointer and screen readers, laid transparent over the swatch it draws. */
export const swatchInput = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
});
export const swatchLabel = style({ position: "relative", display: "inline-flex", cursor: "pointer" });
export const swatchDot = style({
  display: "inline-block",
  width: "28px",
  height: "28px",
  borderRadius: "50%",
  border: `2px solid ${vars.color.border}`,
  selectors: {
    [`${swatchInput}:checked + &`]: { outline: `3px solid ${vars.color.text}`, outlineOffset: "2px" },
    [`${swatchInput}:focus-visible + &`]: focusRing,
  },
});
export const colorInput = style({
  width: "44px",
  height: "32px",
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: "transparent",
  selectors: { "&:focus-visible": focusRing },
});
