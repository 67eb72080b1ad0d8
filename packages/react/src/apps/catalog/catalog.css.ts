import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m, minWidth: 0 });
export const head = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.s });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const actions = style({ display: "inline-flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const section = style({
  margin: 0,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  minWidth: 0,
});
export const legend = style({ fontWeight: 600, padding: `0 ${vars.space.s}` });
export const check = style({ display: "inline-flex", alignItems: "center", gap: "0.25em", minHeight: "2.4em" });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m });
export const row = style({ display: "flex", alignItems: "center", gap: vars.space.s, flexWrap: "wrap" });
export const thumb = style({ width: 48, height: 36, objectFit: "cover", borderRadius: vars.radius, display: "block" });
export const code = style({ fontFamily: "ui-monospace, monospace", wordBreak: "break-all" });
export const qr = style({ display: "block", border: `1px solid ${vars.color.border}`, background: "#fff" });
