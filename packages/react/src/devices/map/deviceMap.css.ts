import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";
import { mapRoot } from "../../ui/map/map.css";

export const wrap = style({ display: "flex", flexDirection: "column", gap: vars.space.m });
export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.m,
});
export const title = style({ margin: 0, fontSize: "1.15em" });
export const counts = style({ display: "flex", gap: vars.space.s, flexWrap: "wrap", margin: 0, padding: 0 });
const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "6px",
  padding: "4px 10px",
  borderRadius: "999px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  listStyle: "none",
});
export const countChip = chip;
export const dot = style({ width: "10px", height: "10px", borderRadius: "50%", display: "inline-block" });
export const dotOnline = style([dot, { background: vars.color.success }]);
export const dotOffline = style([dot, { background: vars.color.danger }]);
export const dotTotal = style([dot, { background: vars.color.textMuted }]);
export const countValue = style({ fontWeight: 700, fontVariantNumeric: "tabular-nums" });

/** The map box: the address picker's root (leaflet rules, sea colour, focus ring) plus its overlays. */
export const mapBox = style({ position: "relative" });
export { mapRoot };
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

// Tiles from a tile server sit over the offline basemap; leaflet.css is never imported, so its tile rules live here.
globalStyle(`${mapRoot} .leaflet-tile-pane`, { zIndex: 200 });
globalStyle(`${mapRoot} .leaflet-tile`, { position: "absolute", visibility: "hidden", maxWidth: "none" });
globalStyle(`${mapRoot} .leaflet-tile-loaded`, { visibility: "inherit" });
globalStyle(`${mapRoot} .leaflet-tile-container`, { position: "absolute", left: 0, top: 0 });

const markerBase = {
  borderRadius: "50%",
  border: "2px solid #FFFFFF",
  boxShadow: "0 1px 3px rgba(0,0,0,0.5)",
} as const;
export const markerOnline = style({ ...markerBase, background: vars.color.success });
export const markerOffline = style({ ...markerBase, background: vars.color.danger });
export const cluster = style({
  display: "grid",
  placeItems: "center",
  borderRadius: "50%",
  background: "#1F2430",
  color: "#FFFFFF",
  border: `3px solid ${vars.color.success}`,
  boxShadow: "0 1px 4px rgba(0,0,0,0.5)",
  fontWeight: 700,
  fontSize: "12px",
});
/** A cluster holding offline devices gets the offline colour on its ring. */
export const clusterOffline = style({ borderColor: vars.color.danger });

export const listHint = style({ color: vars.color.textMuted, margin: 0 });
export const status = style({ display: "inline-flex", alignItems: "center", gap: "6px" });
globalStyle(`${mapRoot} .leaflet-marker-icon:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
