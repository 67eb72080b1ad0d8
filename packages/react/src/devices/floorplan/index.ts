/** Widgets of devices/floorplan (filled in by its owner). */
export {};
