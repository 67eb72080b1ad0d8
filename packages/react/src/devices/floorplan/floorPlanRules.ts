import { LAYER_OPACITY_DEFAULT } from "@portico/sdk/rules";
import type { FloorLayer } from "../../data/floorPlans";

/** Longest plan or layer name (the contract's bound). */
export const FLOOR_NAME_MAX = 100;

/** The i18n key of a plan or layer name's problem, or null when it is fine (1 to 100 characters). */
export function nameProblem(name: string, key: "floorplan.nameRule" | "floorplan.layer.nameRule"): string | null {
  const n = name.trim().length;
  return n >= 1 && n <= FLOOR_NAME_MAX ? null : key;
}

/** Field -> i18n key of each problem of a layer being edited; empty when the layer can be kept. */
export function layerProblems(l: FloorLayer): Partial<Record<"name" | "url" | "opacity" | "bounds", string>> {
  const out: Partial<Record<"name" | "url" | "opacity" | "bounds", string>> = {};
  const name = nameProblem(l.name, "floorplan.layer.nameRule");
  if (name) out.name = name;
  if (!l.url.trim() || l.url.length > 2048) out.url = "floorplan.layer.urlRule";
  const o = l.opacity ?? LAYER_OPACITY_DEFAULT;
  if (!Number.isInteger(o) || o < 0 || o > 100) out.opacity = "floorplan.layer.opacityRule";
  const b = l.bounds;
  const ok =
    b &&
    [b.north, b.south, b.east, b.west].every(Number.isFinite) &&
    b.north <= 90 &&
    b.south >= -90 &&
    b.east <= 180 &&
    b.west >= -180 &&
    b.north > b.south &&
    b.east > b.west;
  if (!ok) out.bounds = "floorplan.layer.boundsRule";
  return out;
}

/**
 * A new layer over the middle half of the visible area, fully opaque (the spec's default opacity 100), named
 * `name`; its URL is for the user to fill in.
 */
export function newLayer(
  name: string,
  view: { zoom: number; center: { latitude: number; longitude: number }; bounds: FloorLayer["bounds"] & {} },
): FloorLayer {
  const { north, south, east, west } = view.bounds;
  const dLat = (north - south) / 4;
  const dLng = (east - west) / 4;
  const r = (n: number) => Math.round(n * 1e7) / 1e7;
  return {
    name,
    url: "",
    opacity: LAYER_OPACITY_DEFAULT,
    zoom: view.zoom,
    center: view.center,
    bounds: { north: r(north - dLat), south: r(south + dLat), east: r(east - dLng), west: r(west + dLng) },
  };
}
