import type en from "./en";

/** 简体中文: the webhook settings. */
const zh: Record<keyof typeof en, string> = {
  "webhooks.title": "Webhook",
  "webhooks.intro":
    'Portico 会将事件（访客获得上网权限、营销活动发出⋯）以 JSON POST 到此网址。每个请求都带有 X-Portico-Signature 标头：t=<时间>,v1=<以密钥计算 "<时间>.<内容>" 的 HMAC-SHA256>。',
  "webhooks.url": "网址",
  "webhooks.url.invalid": "请输入 http 或 https 网址。",
  "webhooks.validator": "验证码",
  "webhooks.validator.hint": "您的网址必须以包含此文本的内容响应 GET 请求。",
  "webhooks.validator.required": "请先生成验证码。",
  "webhooks.generate": "生成验证码",
  "webhooks.secret": "密钥",
  "webhooks.secret.hint": "每次投递的 HMAC-SHA256 签名所用的密钥。",
  "webhooks.secret.invalid": "请使用 8 至 256 个字符，不含空格。",
  "webhooks.email": "联系邮箱",
  "webhooks.email.invalid": "请输入有效的邮箱地址。",
  "webhooks.verify": "验证",
  "webhooks.remove": "移除",
  "webhooks.remove.confirm": "确定要移除此 Webhook 吗？",
  "webhooks.removed": "已移除 Webhook。",
  "webhooks.verified": "Webhook 已验证。",
  "webhooks.invalid": "Webhook 配置无效！",
  "webhooks.status.valid": "已验证：事件会投递到此网址。",
  "webhooks.status.invalid": "未验证：在这些设置通过验证前不会投递任何事件。",
  "webhooks.log": "投递记录",
  "webhooks.log.refresh": "刷新",
  "webhooks.log.empty": "暂无投递记录。",
  "webhooks.col.time": "时间",
  "webhooks.col.event": "事件",
  "webhooks.col.status": "状态",
  "webhooks.col.attempts": "尝试次数",
  "webhooks.col.response": "响应",
  "webhooks.status.pending": "等待中",
  "webhooks.status.retrying": "重试中",
  "webhooks.status.delivered": "已送达",
  "webhooks.status.failed": "失败",
  "webhooks.status.skipped": "已跳过",
};

export default zh;
