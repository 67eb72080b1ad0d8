import { keyframes, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

/** The keyboard focus outline every control shares (spread into a `selectors` entry). */
export const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

/** A centred card holding one account form. */
export const card = style({
  maxWidth: "400px",
  margin: "0 auto",
  padding: vars.space.l,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  boxShadow: vars.shadow,
});

export const title = style({ margin: `0 0 ${vars.space.s}`, fontSize: "1.5em", fontWeight: 600 });
export const subtitle = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted });
export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const footer = style({ marginTop: vars.space.m, color: vars.color.textMuted, textAlign: "center" });

export const field = style({ display: "flex", flexDirection: "column", gap: "4px" });
export const label = style({ fontWeight: 500 });
export const input = style({
  width: "100%",
  padding: `${vars.space.s} 12px`,
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  selectors: {
    "&:focus-visible": focusRing,
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const inputWrap = style({ position: "relative", display: "flex" });
export const inputAdornment = style({
  position: "absolute",
  right: "4px",
  top: "50%",
  transform: "translateY(-50%)",
  padding: "4px 8px",
  font: "inherit",
  fontSize: "0.85em",
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderRadius: vars.radius,
  cursor: "pointer",
  selectors: { "&:focus-visible": focusRing },
});
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9em", margin: 0 });
export const fieldError = style({ color: vars.color.dangerText, fontSize: "0.9em", margin: 0 });
export const checkboxRow = style({ display: "flex", alignItems: "center", gap: vars.space.s, cursor: "pointer" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.s,
  padding: `${vars.space.s} ${vars.space.m}`,
  // Not `font: inherit`: a bare <Button> is its own root and would take the host page's font.
  fontFamily: vars.font.family,
  fontSize: vars.font.size,
  lineHeight: 1.5,
  fontWeight: 600,
  borderRadius: vars.radius,
  border: "1px solid transparent",
  cursor: "pointer",
  selectors: {
    "&:focus-visible": focusRing,
    // aria-disabled: a write control the caller may not use stays focusable for its tooltip (WriteControl).
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});
export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.primaryText }],
  secondary: [buttonBase, { background: "transparent", color: vars.color.text, borderColor: vars.color.border }],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.onDanger }],
  link: [
    buttonBase,
    { background: "transparent", color: vars.color.primary, padding: 0, fontWeight: 500, textDecoration: "underline" },
  ],
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });
export const spinner = style({
  width: "1em",
  height: "1em",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
});

const alertBase = style({ padding: `${vars.space.s} 12px`, borderRadius: vars.radius, border: "1px solid" });
export const alert = styleVariants({
  danger: [alertBase, { borderColor: vars.color.danger, color: vars.color.dangerText }],
  success: [alertBase, { borderColor: vars.color.success, color: vars.color.text }],
  warning: [alertBase, { borderColor: "#E8A33D", color: vars.color.text }],
});
export const alertTitle = style({ fontWeight: 600, margin: 0 });

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

/** A Radix tab bar (Tabs.List): tabs in a row over a rule. */
export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "4px",
  borderBottom: `1px solid ${vars.color.border}`,
});
/** One Radix tab (Tabs.Trigger); the active one is underlined in the primary colour. */
export const tab = style({
  padding: `${vars.space.s} ${vars.space.m}`,
  font: "inherit",
  color: vars.color.textMuted,
  background: "transparent",
  border: "none",
  borderBottom: "2px solid transparent",
  cursor: "pointer",
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary, fontWeight: 600 },
    "&:focus-visible": focusRing,
    "&:disabled": { opacity: 0.5, cursor: "not-allowed" },
  },
});
/** One Radix tab's panel (Tabs.Content). */
export const tabPanel = style({ paddingTop: vars.space.m, selectors: { "&:focus-visible": focusRing } });
/** The count of fields in error on a tab. */
export const tabBadge = style({
  minWidth: "1.4em",
  padding: "0 6px",
  borderRadius: "999px",
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: "0.8em",
  fontWeight: 600,
  textAlign: "center",
});

/** Secondary text (hints, empty states) without the paragraph's margin. */
export const muted = style({ margin: 0, color: vars.color.textMuted });
/** Identifiers (MACs, keys, URLs) in a monospace face, broken anywhere. */
export const mono = style({ fontFamily: "ui-monospace, SFMono-Regular, Menlo, monospace", wordBreak: "break-all" });
/** A plain vertical list of rows (no bullets). */
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "4px",
});
/** One row of {@link list}: items in a line on the surface colour. */
export const listItem = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  flexWrap: "wrap",
  padding: "4px 8px",
  borderRadius: vars.radius,
  background: vars.color.surface,
});

/** The overlay under a full-screen editor dialog. */
export const fullscreenOverlay = style({ position: "fixed", inset: 0, background: vars.color.overlay, zIndex: 1000 });
/** A full-screen editor dialog (Radix Dialog.Content): header, then a scrolling body. */
export const fullscreen = style({
  position: "fixed",
  inset: 0,
  display: "flex",
  flexDirection: "column",
  background: vars.color.background,
  color: vars.color.text,
  zIndex: 1001,
  overflow: "hidden",
  selectors: { "&:focus": { outline: "none" } },
});
/** The full-screen dialog's title bar. */
export const fullscreenHeader = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.m,
  padding: `${vars.space.m} ${vars.space.l}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const fullscreenTitle = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
/** The full-screen dialog's scrolling body. */
export const fullscreenBody = style({ flex: 1, overflow: "auto", padding: vars.space.l });

/** A fieldset that only groups (WriteFieldset): no border, padding or margin, and no min-content width on phones. */
export const bareFieldset = style({ border: 0, padding: 0, margin: 0, minWidth: 0 });
