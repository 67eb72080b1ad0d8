import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";
import * as ui from "../ui/styles.css";

const { focusRing } = ui;

export const overlay = ui.fullscreenOverlay;
export const fullscreen = ui.fullscreen;
export const header = ui.fullscreenHeader;
export const headerTitle = ui.fullscreenTitle;
export const body = ui.fullscreenBody;
export const muted = ui.muted;
export const list = ui.list;
export const listItem = ui.listItem;
export const mono = ui.mono;
export const label = ui.label;
export const field = ui.field;

export const inner = style({
  maxWidth: "880px",
  margin: "0 auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
});

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: 1, minWidth: "200px" });
export const grid2 = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(240px, 1fr))",
  gap: vars.space.m,
});
export const section = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
});
export const sectionTitle = style({ margin: 0, fontSize: "1.05em", fontWeight: 600 });
/** A language's portal text under its row: the whole width of the wrapped list item. */
export const localeText = style({ flexBasis: "100%", minHeight: "64px", resize: "vertical" });
export const footer = style({ display: "flex", justifyContent: "space-between", gap: vars.space.s, flexWrap: "wrap" });
export const select = style({
  padding: `${vars.space.s} 12px`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: { "&:focus-visible": focusRing, "&:disabled": { opacity: 0.6 } },
});

/** Switcher trigger and menu. */
export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.s,
  maxWidth: "320px",
  padding: `${vars.space.s} 12px`,
  // Not `font: inherit`: when the switcher is its own root that would take the host page's font.
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: { "&:focus-visible": focusRing },
});
export const triggerText = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const menu = style({
  minWidth: "220px",
  maxHeight: "60vh",
  overflow: "auto",
  padding: "4px",
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
  zIndex: 1002,
});
export const menuItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  padding: "6px 10px",
  borderRadius: vars.radius,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-state="checked"]': { fontWeight: 600 },
  },
});
export const menuSeparator = style({ height: "1px", margin: "4px 0", background: vars.color.border });
export const check = style({ width: "1em", display: "inline-block" });
