import { style } from "@vanilla-extract/css";

export { actions, head, legend, muted, page, section, title } from "../../ui/areaPage.css";

import { vars } from "../../theme/root.css";

export const check = style({ display: "inline-flex", alignItems: "center", gap: "0.25em", minHeight: "2.4em" });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: vars.space.m });
export const row = style({ display: "flex", alignItems: "center", gap: vars.space.s, flexWrap: "wrap" });
export const thumb = style({ width: 48, height: 36, objectFit: "cover", borderRadius: vars.radius, display: "block" });
export const code = style({ fontFamily: "ui-monospace, monospace", wordBreak: "break-all" });
export const qr = style({ display: "block", border: `1px solid ${vars.color.border}`, background: "#fff" });
