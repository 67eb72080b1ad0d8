import type en from "./en";

/** 日本語: the webhook settings. */
const ja: Record<keyof typeof en, string> = {
  "webhooks.title": "Webhook",
  "webhooks.intro":
    'Portico はイベント（ゲストの接続許可、キャンペーンの送信など）を JSON でこの URL に POST します。各リクエストには X-Portico-Signature ヘッダーが付きます：t=<時刻>,v1=<シークレットで計算した "<時刻>.<本文>" の HMAC-SHA256>。',
  "webhooks.url": "URL",
  "webhooks.url.invalid": "http または https の URL を入力してください。",
  "webhooks.validator": "バリデーター",
  "webhooks.validator.hint": "この URL は GET に対して、このテキストを含む本文を返す必要があります。",
  "webhooks.validator.required": "先にバリデーターを生成してください。",
  "webhooks.generate": "バリデーターを生成",
  "webhooks.secret": "シークレット",
  "webhooks.secret.hint": "各配信の HMAC-SHA256 署名の鍵です。",
  "webhooks.secret.invalid": "空白を含まない 8〜256 文字で入力してください。",
  "webhooks.email": "連絡先メールアドレス",
  "webhooks.email.invalid": "有効なメールアドレスを入力してください。",
  "webhooks.verify": "検証",
  "webhooks.remove": "削除",
  "webhooks.remove.confirm": "この Webhook を削除してもよろしいですか？",
  "webhooks.removed": "Webhook を削除しました。",
  "webhooks.verified": "Webhook を検証しました。",
  "webhooks.invalid": "Webhook の設定が無効です！",
  "webhooks.status.valid": "検証済み：イベントはこの URL に配信されます。",
  "webhooks.status.invalid": "未検証：この設定が検証されるまでイベントは配信されません。",
  "webhooks.log": "配信ログ",
  "webhooks.log.refresh": "更新",
  "webhooks.log.empty": "まだ配信はありません。",
  "webhooks.col.time": "日時",
  "webhooks.col.event": "イベント",
  "webhooks.col.status": "状態",
  "webhooks.col.attempts": "試行回数",
  "webhooks.col.response": "応答",
  "webhooks.status.pending": "待機中",
  "webhooks.status.retrying": "再試行中",
  "webhooks.status.delivered": "配信済み",
  "webhooks.status.failed": "失敗",
  "webhooks.status.skipped": "スキップ",
};

export default ja;
