import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../../theme/root.css";

/**
 * The map's root. Leaflet's own stylesheet is global (`.leaflet-*` for the whole page), so it is never imported:
 * the rules a marker-and-GeoJSON map needs are restated here, every one under this class, and ship in the
 * scoped stylesheet. Nothing styles a host's own leaflet maps, and a host's leaflet.css cannot reach in either
 * beyond leaflet's own class names.
 */
export const mapRoot = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius,
  border: `1px solid ${vars.color.border}`,
  // The sea: the offline basemap draws land only.
  background: "#AAD3DF",
  outlineOffset: "1px",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}` } },
});

const under = (selectors: string[], rule: Parameters<typeof globalStyle>[1]) => {
  for (const sel of selectors) globalStyle(`${mapRoot} ${sel}`, rule);
};

under(
  [
    ".leaflet-pane",
    ".leaflet-marker-icon",
    ".leaflet-pane > svg",
    ".leaflet-pane > canvas",
    ".leaflet-zoom-box",
    ".leaflet-layer",
  ],
  { position: "absolute", left: 0, top: 0 },
);
under([".leaflet-marker-icon"], { userSelect: "none" });
under([".leaflet-pane"], { zIndex: 400 });
under([".leaflet-overlay-pane"], { zIndex: 400 });
under([".leaflet-marker-pane"], { zIndex: 600 });
under([".leaflet-map-pane svg"], { zIndex: 200 });
under([".leaflet-map-pane canvas"], { zIndex: 100 });
under([".leaflet-top", ".leaflet-bottom"], { position: "absolute", zIndex: 1000, pointerEvents: "none" });
under([".leaflet-top"], { top: 0 });
under([".leaflet-left"], { left: 0 });
under([".leaflet-right"], { right: 0 });
under([".leaflet-bottom"], { bottom: 0 });
under([".leaflet-control"], { position: "relative", zIndex: 800, pointerEvents: "auto", float: "left", clear: "both" });
under([".leaflet-top .leaflet-control"], { marginTop: "10px" });
under([".leaflet-left .leaflet-control"], { marginLeft: "10px" });
under([".leaflet-zoom-animated"], { transformOrigin: "0 0" });
under([".leaflet-zoom-anim .leaflet-zoom-animated"], { transition: "transform 0.25s cubic-bezier(0,0,0.25,1)" });
under([".leaflet-interactive"], { cursor: "pointer" });
under([".leaflet-grab"], { cursor: "grab" });
under([".leaflet-dragging .leaflet-grab", ".leaflet-dragging .leaflet-marker-draggable"], { cursor: "move" });
under([".leaflet-marker-icon", ".leaflet-pane > svg path"], { pointerEvents: "none" });
under([".leaflet-marker-icon.leaflet-interactive", ".leaflet-pane > svg path.leaflet-interactive"], {
  pointerEvents: "auto",
});
under([".leaflet-bar"], { boxShadow: "0 1px 5px rgba(0,0,0,0.4)", borderRadius: "4px" });
under([".leaflet-bar a"], {
  display: "block",
  width: "28px",
  height: "28px",
  lineHeight: "28px",
  textAlign: "center",
  textDecoration: "none",
  font: "bold 18px monospace",
  color: vars.color.text,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});
under([".leaflet-bar a:last-child"], { borderBottom: "none" });
under([".leaflet-bar a.leaflet-disabled"], { cursor: "default", opacity: 0.5 });

/** The draggable pin (a div icon: no image URLs to resolve in the host's bundler). */
export const pin = style({
  width: "24px",
  height: "24px",
  borderRadius: "50% 50% 50% 0",
  transform: "rotate(-45deg)",
  background: vars.color.danger,
  border: "2px solid #FFFFFF",
  boxShadow: "0 1px 4px rgba(0,0,0,0.5)",
});

export const wrap = style({ display: "flex", flexDirection: "column", gap: vars.space.s });
export const coords = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.s });
export const status = style({
  position: "absolute",
  inset: 0,
  display: "grid",
  placeItems: "center",
  color: "#1F2430",
  zIndex: 1100,
  pointerEvents: "none",
});
