/** Widgets of network/netconfig (filled in by its owner). */
export {};
