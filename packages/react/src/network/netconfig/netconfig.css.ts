import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";
import * as ui from "../../ui/styles.css";

const { focusRing } = ui;

export const overlay = ui.fullscreenOverlay;
export const fullscreen = ui.fullscreen;
export const header = ui.fullscreenHeader;
export const headerTitle = ui.fullscreenTitle;
export const body = ui.fullscreenBody;
export const muted = ui.muted;

export const editor = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: 1, minWidth: "220px" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
  gap: vars.space.m,
  alignItems: "start",
});
export const fieldset = style({
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  minWidth: 0,
});
export const legend = style({ padding: `0 ${vars.space.s}`, fontWeight: 600 });
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.m });
export const check = style({ display: "inline-flex", alignItems: "center", gap: vars.space.s, cursor: "pointer" });
export const textarea = style({ minHeight: "5.5em", resize: "vertical", fontFamily: "inherit" });

export const tabPanel = style({
  paddingTop: vars.space.m,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  selectors: { "&:focus-visible": focusRing },
});

export const inner = style({ maxWidth: "960px", margin: "0 auto" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, justifyContent: "flex-end" });
/** The editor's Cancel/Save bar: first in the form and sticky, so errors appearing above never move it. */
export const actionBar = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  justifyContent: "flex-end",
  padding: `${vars.space.s} 0`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});
