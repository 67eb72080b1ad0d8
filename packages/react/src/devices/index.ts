/**
 * `@portico/react/devices`: iNode groups, iNode lists and detail, access points, online clients, the device
 * map and floor plans, with their hooks. Each sub-folder is one concern with its own i18n catalogue.
 */

export { devicesKeys } from "../data/devicesKeys";
export * from "./accesspoints";
export { ConnectionMonitor, type ConnectionMonitorProps } from "./ConnectionMonitor";
export * from "./detail";
export * from "./floorplan";
export * from "./inodes";
export * from "./map";
