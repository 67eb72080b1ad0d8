/** A point on the map. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Taipei 101, the default centre of a map picker (and of a new business, as the server sets it). */
export const DEFAULT_CENTER: LatLng = { latitude: 25.033, longitude: 121.5654 };

const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Keeps a point inside valid latitude (Web Mercator's ±85.05) and longitude (wrapped into ±180). */
export function clampLatLng(p: LatLng): LatLng {
  const lat = Math.max(-85.05, Math.min(85.05, p.latitude));
  let lng = ((((p.longitude + 180) % 360) + 360) % 360) - 180;
  if (lng === -180 && p.longitude > 0) lng = 180;
  return { latitude: round(lat), longitude: round(lng) };
}

/**
 * Where an arrow key moves the marker: about 10 screen pixels at `zoom` (a 256-pixel world at zoom 0),
 * ten times that with Shift; null for keys that do not move it.
 * @example moveByKey({ latitude: 25, longitude: 121 }, "ArrowUp", 14, false)
 */
export function moveByKey(p: LatLng, key: string, zoom: number, fast = false): LatLng | null {
  const step = (360 / 256 / 2 ** zoom) * 10 * (fast ? 10 : 1);
  const d: Record<string, [number, number]> = {
    ArrowUp: [1, 0],
    ArrowDown: [-1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const dir = d[key];
  if (!dir) return null;
  return clampLatLng({ latitude: p.latitude + dir[0] * step, longitude: p.longitude + dir[1] * step });
}
