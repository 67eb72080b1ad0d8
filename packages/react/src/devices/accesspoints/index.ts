/** Widgets of devices/accesspoints (filled in by its owner). */
export {};
