/** 繁體中文（台灣）: texts of the map picker. */
const tw = {
  "map.label": "地圖。點擊或拖曳標記以設定位置；方向鍵可移動標記（按住 Shift 移動更多）。",
  "map.latitude": "緯度",
  "map.longitude": "經度",
  "map.loading": "地圖載入中…",
  "map.failed": "無法載入地圖。",
  "map.zoomIn": "放大",
  "map.zoomOut": "縮小",
};
export default tw;
