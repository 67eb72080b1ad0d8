/** The device map of a business or of the whole platform (/system/inodes), with its data hooks. */

export type { DeviceCluster, DeviceClusters, DeviceMapView } from "../../data/deviceClusters";
export {
  deviceClustersKey,
  fetchDeviceClusters,
  invalidateDeviceClusters,
  useDeviceClusters,
  useDeviceMapPage,
} from "../../data/deviceClusters";
export type { DeviceCount, DeviceLocation, DeviceMapData } from "../../data/deviceMap";
export {
  applyOnline,
  deviceMapKey,
  fetchDeviceCount,
  fetchDeviceLocationPage,
  fetchDeviceMapData,
  invalidateDeviceMap,
  LOCATION_CHUNK,
  patchDeviceOnline,
  useDeviceMapData,
} from "../../data/deviceMap";
export type { DeviceMapProps, DeviceMapReadyInfo, DeviceMapState } from "./DeviceMap";
export { DeviceMap } from "./DeviceMap";
export { deviceMapMessages } from "./i18n";
