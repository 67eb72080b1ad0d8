/** English texts of the device map. */
const en = {
  "devicemap.title": "Device map",
  "devicemap.systemTitle": "All devices",
  "devicemap.online": "Online",
  "devicemap.offline": "Offline",
  "devicemap.total": "Total",
  "devicemap.countsLabel": "Device counts",
  "devicemap.mapLabel": "Map of the devices. Select a cluster to zoom in, or a device for its details.",
  "devicemap.loading": "Loading devices…",
  "devicemap.mapFailed": "The map could not be loaded.",
  "devicemap.empty": "No devices yet.",
  "devicemap.listCaption": "Devices",
  "devicemap.col.name": "Name",
  "devicemap.col.cuid": "CUID",
  "devicemap.col.status": "Status",
  "devicemap.col.location": "Location",
  "devicemap.cluster": "{{count}} devices, {{offline}} offline. Select to zoom in.",
  "devicemap.device": "{{name}} ({{status}})",
  "devicemap.zoomIn": "Zoom in",
  "devicemap.zoomOut": "Zoom out",
  "devicemap.businessOnly":
    "The map of every device is for platform administrators. This map shows the devices of the selected business.",
};
export default en;
