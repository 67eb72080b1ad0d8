/** Simplified Chinese texts of the device map. */
const zh = {
  "devicemap.title": "设备地图",
  "devicemap.systemTitle": "所有设备",
  "devicemap.online": "在线",
  "devicemap.offline": "离线",
  "devicemap.total": "总数",
  "devicemap.countsLabel": "设备数量",
  "devicemap.mapLabel": "设备地图。选择聚合点可放大，选择设备可查看详情。",
  "devicemap.loading": "正在加载设备…",
  "devicemap.mapFailed": "无法加载地图。",
  "devicemap.empty": "暂无设备。",
  "devicemap.listCaption": "设备",
  "devicemap.col.name": "名称",
  "devicemap.col.cuid": "CUID",
  "devicemap.col.status": "状态",
  "devicemap.col.location": "位置",
  "devicemap.cluster": "{{count}} 台设备，{{offline}} 台离线。选择以放大。",
  "devicemap.device": "{{name}}（{{status}}）",
  "devicemap.zoomIn": "放大",
  "devicemap.zoomOut": "缩小",
  "devicemap.businessOnly": "所有设备的地图仅供平台管理员使用。此地图显示所选商家的设备。",
};
export default zh;
