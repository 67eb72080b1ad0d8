// The bundled offline basemap (Natural Earth land, 1:110m) of every Portico map; lazy-loaded with leaflet.
import type * as Leaflet from "leaflet";
import { feature } from "topojson-client";
import land from "world-atlas/land-110m.json";

/**
 * Adds the land shapes in their own pane under the tile pane, so tiles from a tile server (when one answers)
 * draw over them and a map with no reachable tile server still shows the world, never a grey void.
 */
export function addOfflineBasemap(L: typeof Leaflet, map: Leaflet.Map): void {
  const pane = map.createPane("porticoBasemap");
  pane.style.zIndex = "150";
  pane.style.pointerEvents = "none";
  // jsdom has no SVG geometry: the map works there without land shapes.
  if (!L.Browser.svg) return;
  const topo = land as unknown as Parameters<typeof feature>[0];
  const shapes = feature(topo, topo.objects.land as Parameters<typeof feature>[1]);
  L.geoJSON(shapes, {
    pane: "porticoBasemap",
    interactive: false,
    style: { color: "#9AA5B1", weight: 1, fillColor: "#F2EFE9", fillOpacity: 1 },
  }).addTo(map);
}

/** Leaflet is UMD: bundlers give the namespace, Node's ESM loader (tests) a default export. */
export function leafletOf(ns: typeof Leaflet): typeof Leaflet {
  return ((ns as unknown as { default?: typeof Leaflet }).default ?? ns) as typeof Leaflet;
}
