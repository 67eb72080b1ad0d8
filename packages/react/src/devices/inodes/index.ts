/** Widgets of devices/inodes (filled in by its owner). */
export {};
