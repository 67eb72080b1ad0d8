/** 简体中文: texts of the map picker. */
const zh = {
  "map.label": "地图。点击或拖动标记以设置位置；方向键可移动标记（按住 Shift 移动更多）。",
  "map.latitude": "纬度",
  "map.longitude": "经度",
  "map.loading": "地图加载中…",
  "map.failed": "无法加载地图。",
  "map.zoomIn": "放大",
  "map.zoomOut": "缩小",
};
export default zh;
