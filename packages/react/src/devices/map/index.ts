/** Widgets of devices/map (filled in by its owner). */
export {};
