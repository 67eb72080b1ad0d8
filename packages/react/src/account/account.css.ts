import { style } from "@vanilla-extract/css";
import { vars } from "../theme/root.css";

/** The column the account screens sit in. */
export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.l, maxWidth: "960px" });
export const narrow = style({ maxWidth: "560px" });
/** One titled block of a screen (profile, password, users). */
export const section = style({
  padding: vars.space.l,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const sectionHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.m,
  marginBottom: vars.space.m,
});
export const sectionTitle = style({ margin: 0, fontSize: "1.2em", fontWeight: 600 });
export const muted = style({ margin: `0 0 ${vars.space.m}`, color: vars.color.textMuted });
export const actions = style({ display: "flex", gap: vars.space.s, alignItems: "center", flexWrap: "wrap" });
export const formActions = style({ display: "flex", justifyContent: "flex-start" });
export const state = style({ padding: vars.space.m, color: vars.color.textMuted });
export const grants = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const grant = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  minWidth: 0,
});
export const grantName = style({ padding: "0 4px", fontWeight: 600 });
export const groupTitle = style({ margin: 0, fontWeight: 600 });
/** Edit and delete of one table row: never wrapped, even in CJK where words break anywhere. */
export const rowActions = style({ display: "flex", gap: vars.space.s, whiteSpace: "nowrap" });
/** A muted line inside a form, whose stack already spaces it. */
export const note = style({ margin: 0, color: vars.color.textMuted });
