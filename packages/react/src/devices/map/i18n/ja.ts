/** Japanese texts of the device map. */
const ja = {
  "devicemap.title": "デバイスマップ",
  "devicemap.systemTitle": "すべてのデバイス",
  "devicemap.online": "オンライン",
  "devicemap.offline": "オフライン",
  "devicemap.total": "合計",
  "devicemap.countsLabel": "デバイス数",
  "devicemap.mapLabel": "デバイスの地図。クラスターを選ぶと拡大し、デバイスを選ぶと詳細を表示します。",
  "devicemap.loading": "デバイスを読み込み中…",
  "devicemap.mapFailed": "地図を読み込めませんでした。",
  "devicemap.empty": "デバイスはまだありません。",
  "devicemap.listCaption": "デバイス",
  "devicemap.col.name": "名前",
  "devicemap.col.cuid": "CUID",
  "devicemap.col.status": "状態",
  "devicemap.col.location": "位置",
  "devicemap.cluster": "{{count}} 台のデバイス、{{offline}} 台がオフライン。選ぶと拡大します。",
  "devicemap.device": "{{name}}（{{status}}）",
  "devicemap.zoomIn": "拡大",
  "devicemap.zoomOut": "縮小",
  "devicemap.businessOnly":
    "すべてのデバイスの地図はプラットフォーム管理者専用です。この地図は選択中のビジネスのデバイスを表示します。",
};
export default ja;
