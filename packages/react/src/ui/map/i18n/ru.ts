/** Русский: texts of the map picker. */
const ru = {
  "map.label": "Карта. Щёлкните или перетащите маркер, чтобы задать место; стрелки перемещают его (с Shift — быстрее).",
  "map.latitude": "Широта",
  "map.longitude": "Долгота",
  "map.loading": "Загрузка карты…",
  "map.failed": "Не удалось загрузить карту.",
  "map.zoomIn": "Приблизить",
  "map.zoomOut": "Отдалить",
};
export default ru;
