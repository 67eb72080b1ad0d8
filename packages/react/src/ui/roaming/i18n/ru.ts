import type en from "./en";

/** Русский: texts of the roaming-channel picker. */
const ru: Record<keyof typeof en, string> = {
  "roaming.label": "Канал роуминга",
  "roaming.none": "Без роуминга",
  "roaming.add": "Новый канал",
  "roaming.created": "Канал роуминга {{name}} добавлен.",
  "roaming.loadError": "Не удалось загрузить каналы роуминга: {{message}}",
};
export default ru;
