/** The map picker: leaflet and its offline basemap load lazily when a MapPicker mounts. */
export type { MapPickerProps } from "./MapPicker";
export { MapPicker } from "./MapPicker";
export type { LatLng } from "./moveByKey";
export { clampLatLng, DEFAULT_CENTER, moveByKey } from "./moveByKey";
