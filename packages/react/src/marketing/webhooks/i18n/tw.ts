import type en from "./en";

/** 繁體中文: the webhook settings. */
const tw: Record<keyof typeof en, string> = {
  "webhooks.title": "Webhook",
  "webhooks.intro":
    'Portico 會將事件（訪客取得上網權限、行銷活動寄出⋯）以 JSON POST 到此網址。每個請求都帶有 X-Portico-Signature 標頭：t=<時間>,v1=<以密鑰計算 "<時間>.<內容>" 的 HMAC-SHA256>。',
  "webhooks.url": "網址",
  "webhooks.url.invalid": "請輸入 http 或 https 網址。",
  "webhooks.validator": "驗證碼",
  "webhooks.validator.hint": "您的網址必須以包含此文字的內容回應 GET 請求。",
  "webhooks.validator.required": "請先產生驗證碼。",
  "webhooks.generate": "產生驗證碼",
  "webhooks.secret": "密鑰",
  "webhooks.secret.hint": "每次傳送之 HMAC-SHA256 簽章所用的金鑰。",
  "webhooks.secret.invalid": "請使用 8 至 256 個字元，不含空白。",
  "webhooks.email": "聯絡電子郵件",
  "webhooks.email.invalid": "請輸入有效的電子郵件地址。",
  "webhooks.verify": "驗證",
  "webhooks.remove": "移除",
  "webhooks.remove.confirm": "確定要移除此 Webhook 嗎？",
  "webhooks.removed": "已移除 Webhook。",
  "webhooks.verified": "Webhook 已驗證。",
  "webhooks.invalid": "Webhook 設定無效！",
  "webhooks.status.valid": "已驗證：事件會傳送到此網址。",
  "webhooks.status.invalid": "未驗證：在這些設定通過驗證前不會傳送任何事件。",
  "webhooks.log": "傳送紀錄",
  "webhooks.log.refresh": "重新整理",
  "webhooks.log.empty": "尚無傳送紀錄。",
  "webhooks.col.time": "時間",
  "webhooks.col.event": "事件",
  "webhooks.col.status": "狀態",
  "webhooks.col.attempts": "嘗試次數",
  "webhooks.col.response": "回應",
  "webhooks.status.pending": "等待中",
  "webhooks.status.retrying": "重試中",
  "webhooks.status.delivered": "已送達",
  "webhooks.status.failed": "失敗",
  "webhooks.status.skipped": "已略過",
};

export default tw;
