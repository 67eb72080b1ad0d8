import { style } from "@vanilla-extract/css";

export { actions, head, muted } from "../ui/areaPage.css";

import { vars } from "../theme/root.css";

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const title = style({ margin: 0, fontSize: "1.3em", fontWeight: 600, flex: 1 });
export const url = style({ display: "inline-flex", alignItems: "center", gap: vars.space.s, wordBreak: "break-all" });
export const qr = style({ display: "inline-flex", flexDirection: "column", alignItems: "flex-start", gap: "4px" });
export const qrImage = style({
  display: "block",
  background: "#fff",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
});
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.m });
export const radios = style({ display: "flex", gap: vars.space.m, border: "none", margin: 0, padding: 0 });
export const radio = style({ display: "inline-flex", alignItems: "center", gap: "4px", cursor: "pointer" });
export const legend = style({ fontWeight: 500, padding: 0, marginBottom: "4px" });
export const total = style({ margin: 0, fontSize: "1.1em", fontWeight: 600 });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(260px, 1fr))",
  gap: vars.space.m,
});
