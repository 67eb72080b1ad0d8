import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: 1, minWidth: "200px" });
export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 3fr) minmax(260px, 2fr)",
  gap: vars.space.m,
  "@media": { "screen and (max-width: 900px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const column = style({ display: "flex", flexDirection: "column", gap: vars.space.m, minWidth: 0 });
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
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const errorText = style({ margin: 0, color: vars.color.dangerText });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
export const grid3 = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(110px, 1fr))",
  gap: vars.space.s,
});
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const moduleRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.s,
  padding: vars.space.s,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});
export const dragging = style({ opacity: 0.5 });
export const dropTarget = style({ boxShadow: `inset 0 3px 0 ${vars.color.primary}` });
export const handle = style({
  cursor: "grab",
  color: vars.color.textMuted,
  userSelect: "none",
  padding: "0 4px",
  border: "none",
  background: "transparent",
  selectors: { "&:focus-visible": focusRing },
});
export const badge = style({
  display: "inline-block",
  padding: "1px 8px",
  borderRadius: "999px",
  fontSize: "0.85em",
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
export const badgeOk = style([badge, { borderColor: vars.color.success, color: vars.color.text }]);
export const saved = style({ color: vars.color.text, fontWeight: 600 });
/** The save state beside Save: the preview copy's line over the deploy state's. */
export const saveState = style({ display: "inline-flex", flexDirection: "column", gap: 2 });
export const checkbox = style({ display: "inline-flex", alignItems: "center", gap: vars.space.s, cursor: "pointer" });
export const textarea = style({
  width: "100%",
  minHeight: "6em",
  padding: vars.space.s,
  fontFamily: "monospace",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxSizing: "border-box",
  selectors: { "&:focus-visible": focusRing },
});
export const label = style({ fontWeight: 600 });
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: vars.space.s,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
});
export const qr = style({ width: "160px", height: "160px", imageRendering: "pixelated" });
export const overlay = style({ position: "fixed", inset: 0, background: vars.color.overlay, zIndex: 1000 });
export const fullScreen = style({
  position: "fixed",
  inset: 0,
  overflow: "auto",
  padding: vars.space.l,
  background: vars.color.background,
  color: vars.color.text,
  zIndex: 1001,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  selectors: { "&:focus": { outline: "none" } },
});
export const fullScreenHead = style({ display: "flex", alignItems: "center", gap: vars.space.s });
export const fullScreenBody = style({ flex: 1, display: "flex", flexDirection: "column", gap: vars.space.m });
export const dialogTitle = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
export const typeGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))",
  gap: vars.space.s,
});
export const groupRow = style([row, { border: "none", margin: 0, padding: `${vars.space.s} 0`, minWidth: 0 }]);
