import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

// The guest portal: one column sized for phones (captive portals open on phones), theme tokens only.
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const page = style({
  width: "100%",
  maxWidth: "480px",
  margin: "0 auto",
  padding: vars.space.m,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  background: vars.color.background,
});
export const header = style({ display: "flex", alignItems: "center", gap: vars.space.s, flexWrap: "wrap" });
export const brand = style({ margin: 0, flex: 1, fontSize: "1.25em", fontWeight: 600, minWidth: "10em" });
export const langSelect = style({
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  padding: "6px 8px",
  minHeight: "44px",
  selectors: { "&:focus-visible": focusRing },
});
export const progressRow = style({ display: "flex", flexDirection: "column", gap: "4px", color: vars.color.textMuted });
export const progressTrack = style({
  height: "6px",
  borderRadius: "3px",
  background: vars.color.border,
  overflow: "hidden",
});
export const progressBar = style({ height: "100%", background: vars.color.primary });
export const card = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  padding: vars.space.m,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const title = style({ margin: 0, fontSize: "1.2em", fontWeight: 600 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const html = style({ overflowWrap: "anywhere" });
globalStyle(`${html} img`, { maxWidth: "100%", height: "auto" });
export const tosBox = style({
  maxHeight: "12em",
  overflowY: "auto",
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.background,
  selectors: { "&:focus-visible": focusRing },
});
export const tosDetails = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const tosSummary = style({
  cursor: "pointer",
  color: vars.color.primary,
  padding: "10px 0",
  selectors: { "&:focus-visible": focusRing },
});
/** A fieldset that only groups (disables) the sign-in while the terms are not agreed. */
export const plain = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: "contents" });
export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const wide = style({ width: "100%", minHeight: "44px" });
export const methods = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const couponCode = style({
  margin: 0,
  fontSize: "2em",
  fontWeight: 700,
  letterSpacing: "0.15em",
  textAlign: "center",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace",
  padding: vars.space.s,
  border: `2px dashed ${vars.color.primary}`,
  borderRadius: vars.radius,
  userSelect: "all",
});
export const media = style({ width: "100%", borderRadius: vars.radius, display: "block" });
export const frame = style({
  width: "100%",
  minHeight: "320px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const figures = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.m,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: "4px" });
export const caption = style({ color: vars.color.textMuted, fontSize: "0.95em" });
export const carouselNav = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.s,
});
export const countdown = style({ margin: 0, fontSize: "1.1em", textAlign: "center" });
export const granted = style({ textAlign: "center", alignItems: "center" });
export const list = style({
  margin: 0,
  paddingInlineStart: "1.2em",
  display: "flex",
  flexDirection: "column",
  gap: "4px",
});
export const link = style({ color: vars.color.primary, selectors: { "&:focus-visible": focusRing } });
