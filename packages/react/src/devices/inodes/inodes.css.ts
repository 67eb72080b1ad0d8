import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";
import * as ui from "../../ui/styles.css";

const { focusRing } = ui;

export const muted = ui.muted;
export const mono = ui.mono;
/** An access code (12 hex digits) is read as one token: one line, never broken mid-string. */
export const accessCode = style([ui.mono, { whiteSpace: "nowrap", wordBreak: "normal" }]);
export const list = ui.list;
export const listItem = ui.listItem;

export const stack = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: 1, minWidth: "180px" });
export const title = style({ margin: 0, fontSize: "1.2em", fontWeight: 600 });

const badgeBase = style({
  display: "inline-block",
  padding: "0 8px",
  borderRadius: "999px",
  fontSize: "0.85em",
  fontWeight: 600,
  border: "1px solid",
  whiteSpace: "nowrap",
});
/** Device status: the text says it, the colour only repeats it. */
export const badge = styleVariants({
  online: [badgeBase, { color: vars.color.text, borderColor: vars.color.success, background: vars.color.surface }],
  offline: [
    badgeBase,
    { color: vars.color.dangerText, borderColor: vars.color.danger, background: vars.color.surface },
  ],
  unconf: [badgeBase, { color: vars.color.textMuted, borderColor: vars.color.border, background: vars.color.surface }],
});

export const nameCell = style({ display: "flex", alignItems: "center", gap: vars.space.s, flexWrap: "wrap" });
/** The name and its Rename icon on one line: the icon never drops under the name. */
export const nameView = style({ display: "flex", alignItems: "center", gap: vars.space.s, whiteSpace: "nowrap" });
export const inlineInput = style({
  padding: "2px 8px",
  font: "inherit",
  color: vars.color.text,
  background: vars.color.inputBackground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  minWidth: "140px",
  selectors: { "&:focus-visible": focusRing, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const inlineError = style({ margin: 0, flexBasis: "100%", color: vars.color.dangerText, fontSize: "0.9em" });

export const section = style({
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  background: vars.color.background,
});
export const sectionHead = style({ display: "flex", alignItems: "center", gap: vars.space.s, flexWrap: "wrap" });
export const sectionTitle = style({ margin: 0, fontSize: "1.05em", fontWeight: 600, flex: 1 });

/** Grouping board: one column per group. */
export const board = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.m,
  alignItems: "start",
});
export const dropTarget = style({
  selectors: { '&[data-over="true"]': { outline: `2px dashed ${vars.color.primary}` } },
});
export const card = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.s,
  padding: "4px 8px",
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  cursor: "grab",
  selectors: { '&[data-selected="true"]': { borderColor: vars.color.primary, fontWeight: 600 } },
});

export const progressTrack = style({
  height: "12px",
  borderRadius: "999px",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const progressFill = style({ height: "100%", background: vars.color.primary, transition: "width 0.3s linear" });
export const steps = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.s,
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const step = style({
  padding: "2px 10px",
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  selectors: { '&[aria-current="step"]': { color: vars.color.text, borderColor: vars.color.primary, fontWeight: 600 } },
});
export const wizard = style({ maxWidth: "640px", display: "flex", flexDirection: "column", gap: vars.space.m });
export const footer = style({ display: "flex", justifyContent: "space-between", gap: vars.space.s, flexWrap: "wrap" });
/** The upgrade job's native progress bar, as wide as its dialog. */
export const progressBar = style({ width: "100%", height: vars.space.m, accentColor: vars.color.primary });
