/** 日本語: texts of the map picker. */
const ja = {
  "map.label": "地図。クリックまたはマーカーのドラッグで位置を設定します。矢印キーで移動します（Shift で大きく移動）。",
  "map.latitude": "緯度",
  "map.longitude": "経度",
  "map.loading": "地図を読み込み中…",
  "map.failed": "地図を読み込めませんでした。",
  "map.zoomIn": "拡大",
  "map.zoomOut": "縮小",
};
export default ja;
