import type en from "./en";

/** 简体中文: texts of the roaming-channel picker. */
const zh: Record<keyof typeof en, string> = {
  "roaming.label": "漫游频道",
  "roaming.none": "不漫游",
  "roaming.add": "新增频道",
  "roaming.created": "已新增漫游频道 {{name}}。",
  "roaming.loadError": "无法加载漫游频道：{{message}}",
};
export default zh;
