import { style } from "@vanilla-extract/css";

export { actions, head, muted, page, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const filters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  alignItems: "end",
  gap: vars.space.s,
});
export const scroll = style({ overflowX: "auto", minWidth: 0 });
export const link = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.m,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.surface,
});
export const qr = style({ width: 96, height: 96 });
export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space.s} ${vars.space.m}`,
  margin: 0,
});
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const status = style({ whiteSpace: "nowrap", fontWeight: 600 });
