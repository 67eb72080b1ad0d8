/** English texts of the map picker. */
const en = {
  "map.label": "Map. Click or drag the marker to set the location; arrow keys move it (Shift for bigger steps).",
  "map.latitude": "Latitude",
  "map.longitude": "Longitude",
  "map.loading": "Loading map…",
  "map.failed": "The map could not be loaded.",
  "map.zoomIn": "Zoom in",
  "map.zoomOut": "Zoom out",
};
export default en;
