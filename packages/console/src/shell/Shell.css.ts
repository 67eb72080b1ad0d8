import { themeVars as vars } from "@portico/react";
import { style, styleVariants } from "@vanilla-extract/css";

/** The specification's breakpoints; the mobile layout starts under 979 px. */
export const bp = {
  phone: "screen and (max-width: 479px)",
  small: "screen and (max-width: 767px)",
  mobile: "screen and (max-width: 978px)",
  medium: "screen and (min-width: 992px)",
  wide: "screen and (min-width: 1200px)",
};

const focus = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const root = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.surface,
  transition: "opacity 1s ease",
});
/** Logout fades the app out for 1 s. */
export const fading = style({ opacity: 0, pointerEvents: "none" });

export const skip = style({
  position: "absolute",
  left: "-9999px",
  selectors: {
    "&:focus": {
      left: vars.space.s,
      top: vars.space.s,
      zIndex: 100,
      padding: vars.space.s,
      background: vars.color.background,
    },
  },
});

export const topbar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.m,
  padding: `${vars.space.s} ${vars.space.m}`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  top: 0,
  zIndex: 20,
  // On a phone the controls wrap onto a second row instead of pushing the page wider than the screen.
  "@media": { [bp.small]: { flexWrap: "wrap", gap: vars.space.s, rowGap: vars.space.s } },
});
export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  fontWeight: 600,
  fontSize: "1.15em",
});
export const logo = style({ height: "28px", width: "auto", maxWidth: "140px", objectFit: "contain" });
export const spacer = style({ flex: 1 });

export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "36px",
  height: "36px",
  padding: `0 ${vars.space.s}`,
  font: "inherit",
  color: vars.color.text,
  background: "transparent",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: { "&:focus-visible": focus },
});

export const select = style({
  height: "36px",
  padding: `0 ${vars.space.s}`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: { "&:focus-visible": focus },
});

export const userMenu = style({ position: "relative" });
export const userEmail = style({
  maxWidth: "220px",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { [bp.phone]: { maxWidth: "96px" } },
});
export const dropdown = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 4px)",
  minWidth: "180px",
  padding: vars.space.s,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
  zIndex: 30,
});
export const menuItem = style([
  iconButton,
  { width: "100%", justifyContent: "flex-start", border: "none", textDecoration: "none", boxSizing: "border-box" },
]);

export const body = style({ display: "flex", flex: 1, minHeight: 0, position: "relative" });

export const sidebar = styleVariants({
  open: {
    width: "220px",
    flexShrink: 0,
    padding: vars.space.m,
    background: vars.color.background,
    borderRight: `1px solid ${vars.color.border}`,
    "@media": { [bp.wide]: { width: "250px" } },
  },
  collapsed: { display: "none" },
  drawer: {
    position: "fixed",
    top: 0,
    bottom: 0,
    left: 0,
    width: "min(280px, 85vw)",
    padding: vars.space.m,
    overflowY: "auto",
    background: vars.color.background,
    boxShadow: vars.shadow,
    zIndex: 40,
  },
});
export const backdrop = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  zIndex: 35,
  border: "none",
});

export const menuGroup = style({ marginBottom: vars.space.m });
export const menuGroupTitle = style({
  margin: `0 0 4px`,
  fontSize: "0.8em",
  textTransform: "uppercase",
  color: vars.color.textMuted,
});
export const menuList = style({ listStyle: "none", margin: 0, padding: 0 });
export const menuLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  padding: `6px ${vars.space.s}`,
  color: vars.color.text,
  textDecoration: "none",
  borderRadius: vars.radius,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.surface, color: vars.color.primary },
    "&:focus-visible": focus,
  },
});
export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.l,
  "@media": { [bp.small]: { padding: vars.space.m }, [bp.phone]: { padding: vars.space.s } },
});
export const crumbs = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  listStyle: "none",
  margin: `0 0 ${vars.space.m}`,
  padding: 0,
  color: vars.color.textMuted,
});
export const crumbSep = style({ selectors: { "&::before": { content: '"/"', marginRight: vars.space.s } } });
export const crumbCurrent = style({ color: vars.color.text, fontWeight: 500 });

export const footer = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.textMuted,
  fontSize: "0.85em",
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const notice = style({
  padding: vars.space.l,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const noticeTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: "1.5em" });

export const businessBar = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  minWidth: 0,
  flexWrap: "wrap",
  // Under 768 px the business switcher takes a row of its own below the brand and the menus.
  "@media": { [bp.small]: { order: 1, flexBasis: "100%" } },
});
export const businessSwitcher = style({ minWidth: 0 });

export const tabs = style({
  display: "flex",
  gap: vars.space.s,
  margin: `0 0 ${vars.space.m}`,
  padding: 0,
  listStyle: "none",
  borderBottom: `1px solid ${vars.color.border}`,
  // Many tabs on a phone: the strip scrolls sideways inside itself, the page keeps its width.
  overflowX: "auto",
  scrollbarWidth: "thin",
});
export const tab = style({
  display: "inline-block",
  whiteSpace: "nowrap",
  padding: `${vars.space.s} ${vars.space.m}`,
  color: vars.color.text,
  textDecoration: "none",
  borderBottom: "2px solid transparent",
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, color: vars.color.primary },
    "&:focus-visible": focus,
  },
});

export const guide = style({
  margin: `0 0 ${vars.space.m}`,
  padding: vars.space.s,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  fontSize: "0.9em",
});
export const guideBar = style({ width: "100%", height: "8px", accentColor: vars.color.primary });
export const guideList = style({ margin: `${vars.space.s} 0 0`, paddingLeft: "1.2em" });

export const tour = style({
  position: "fixed",
  zIndex: 60,
  width: "min(320px, calc(100vw - 24px))",
  padding: vars.space.m,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
  selectors: { "&:focus-visible": focus },
});
export const tourTitle = style({ margin: `0 0 ${vars.space.s}`, fontSize: "1.1em" });
export const tourActions = style({
  display: "flex",
  gap: vars.space.s,
  justifyContent: "flex-end",
  marginTop: vars.space.m,
});
export const tourHighlight = style({
  position: "fixed",
  zIndex: 55,
  pointerEvents: "none",
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius,
});
