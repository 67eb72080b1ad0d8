import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";
import { mapRoot } from "../../ui/map/map.css";

export { mapRoot };
export const wrap = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.s });
export const grow = style({ flex: "1 1 200px", minWidth: "180px" });
export const body = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(240px, 320px)",
  gap: vars.space.m,
  "@media": { "screen and (max-width: 979px)": { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const mapBox = style({ position: "relative" });
export const overlay = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  zIndex: 1100,
  pointerEvents: "none",
  color: "#1F2430",
  fontWeight: 600,
});
export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.s,
  padding: vars.space.m,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius,
  background: vars.color.background,
});
export const panelTitle = style({ margin: 0, fontSize: "1em", fontWeight: 600 });
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "6px",
});
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.s,
  padding: "6px 8px",
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
});
export const itemSelected = style({ borderColor: vars.color.primary, background: vars.color.surface });
export const itemName = style({ flex: "1 1 120px", fontWeight: 600, overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.textMuted, fontSize: "0.9em" });
export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.s, alignItems: "center" });
export const grid2 = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.s });
export const pending = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.s,
  padding: vars.space.s,
  borderRadius: vars.radius,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

const pin = {
  borderRadius: "50% 50% 50% 0",
  transform: "rotate(-45deg)",
  border: "2px solid #FFFFFF",
  boxShadow: "0 1px 4px rgba(0,0,0,0.5)",
} as const;
export const pinOnline = style({ ...pin, background: vars.color.success });
export const pinOffline = style({ ...pin, background: vars.color.danger });
export const pinSelected = style({ outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle(`${mapRoot} .leaflet-image-layer`, { position: "absolute", left: 0, top: 0, maxWidth: "none" });
globalStyle(`${mapRoot} .leaflet-marker-draggable`, { cursor: "move" });
export const error = style({ color: vars.color.dangerText, margin: 0 });
export const bounds = style([grid2, { border: "none", margin: 0, padding: 0, minWidth: 0 }]);
export const legend = style({ gridColumn: "1 / -1", padding: 0, fontWeight: 600, marginBottom: "4px" });
