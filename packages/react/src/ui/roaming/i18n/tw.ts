import type en from "./en";

/** 繁體中文（台灣）: texts of the roaming-channel picker. */
const tw: Record<keyof typeof en, string> = {
  "roaming.label": "漫遊頻道",
  "roaming.none": "不漫遊",
  "roaming.add": "新增頻道",
  "roaming.created": "已新增漫遊頻道 {{name}}。",
  "roaming.loadError": "無法載入漫遊頻道：{{message}}",
};
export default tw;
