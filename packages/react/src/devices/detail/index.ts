/** Widgets of devices/detail (filled in by its owner). */
export {};
