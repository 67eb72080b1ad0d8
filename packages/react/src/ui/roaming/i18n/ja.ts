import type en from "./en";

/** 日本語: texts of the roaming-channel picker. */
const ja: Record<keyof typeof en, string> = {
  "roaming.label": "ローミングチャネル",
  "roaming.none": "ローミングなし",
  "roaming.add": "新しいチャネル",
  "roaming.created": "ローミングチャネル {{name}} を追加しました。",
  "roaming.loadError": "ローミングチャネルを読み込めません：{{message}}",
};
export default ja;
