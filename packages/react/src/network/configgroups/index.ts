/** Widgets of network/configgroups (filled in by its owner). */
export {};
