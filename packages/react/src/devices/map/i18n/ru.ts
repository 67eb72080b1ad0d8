/** Russian texts of the device map. */
const ru = {
  "devicemap.title": "Карта устройств",
  "devicemap.systemTitle": "Все устройства",
  "devicemap.online": "В сети",
  "devicemap.offline": "Не в сети",
  "devicemap.total": "Всего",
  "devicemap.countsLabel": "Количество устройств",
  "devicemap.mapLabel": "Карта устройств. Выберите кластер, чтобы приблизить, или устройство, чтобы открыть его.",
  "devicemap.loading": "Загрузка устройств…",
  "devicemap.mapFailed": "Не удалось загрузить карту.",
  "devicemap.empty": "Устройств пока нет.",
  "devicemap.listCaption": "Устройства",
  "devicemap.col.name": "Название",
  "devicemap.col.cuid": "CUID",
  "devicemap.col.status": "Состояние",
  "devicemap.col.location": "Расположение",
  "devicemap.cluster": "Устройств: {{count}}, не в сети: {{offline}}. Выберите, чтобы приблизить.",
  "devicemap.device": "{{name}} ({{status}})",
  "devicemap.zoomIn": "Приблизить",
  "devicemap.zoomOut": "Отдалить",
  "devicemap.businessOnly":
    "Карта всех устройств доступна только администраторам платформы. Здесь показаны устройства выбранного бизнеса.",
};
export default ru;
