/** Traditional Chinese texts of the device map. */
const tw = {
  "devicemap.title": "裝置地圖",
  "devicemap.systemTitle": "所有裝置",
  "devicemap.online": "上線",
  "devicemap.offline": "離線",
  "devicemap.total": "總數",
  "devicemap.countsLabel": "裝置數量",
  "devicemap.mapLabel": "裝置地圖。選擇群集可放大，選擇裝置可查看詳細資料。",
  "devicemap.loading": "正在載入裝置…",
  "devicemap.mapFailed": "無法載入地圖。",
  "devicemap.empty": "尚無裝置。",
  "devicemap.listCaption": "裝置",
  "devicemap.col.name": "名稱",
  "devicemap.col.cuid": "CUID",
  "devicemap.col.status": "狀態",
  "devicemap.col.location": "位置",
  "devicemap.cluster": "{{count}} 台裝置，{{offline}} 台離線。選擇以放大。",
  "devicemap.device": "{{name}}（{{status}}）",
  "devicemap.zoomIn": "放大",
  "devicemap.zoomOut": "縮小",
  "devicemap.businessOnly": "所有裝置的地圖僅供平台管理員使用。此地圖顯示所選商家的裝置。",
};
export default tw;
