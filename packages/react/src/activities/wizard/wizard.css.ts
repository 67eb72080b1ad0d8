import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

// Layout of the first-activity wizard; theme tokens only (the dynamic form has its own, in dynamicform/).
const focusRing = { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" };

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const sectionTitle = style({ margin: 0, fontSize: "1.05em", fontWeight: 600 });
export const templates = style({
  margin: 0,
  padding: 0,
  border: "none",
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  gap: vars.space.m,
});
export const legend = style({ fontWeight: 600, marginBottom: vars.space.s, padding: 0 });
export const card = style({
  display: "flex",
  gap: vars.space.s,
  alignItems: "flex-start",
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.background,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:focus-within": focusRing },
});
export const cardChosen = style([
  card,
  { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
]);
export const cardText = style({ display: "flex", flexDirection: "column", gap: "4px" });
export const cardName = style({ fontWeight: 600 });
export const dialogText = style({ margin: 0 });
