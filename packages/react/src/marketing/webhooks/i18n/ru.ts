import type en from "./en";

/** Русский: the webhook settings. */
const ru: Record<keyof typeof en, string> = {
  "webhooks.title": "Вебхук",
  "webhooks.intro":
    'Portico отправляет события (гостю открыт доступ, кампания отправлена ...) методом POST в формате JSON на этот URL. Каждый запрос содержит заголовок X-Portico-Signature: t=<время>,v1=<HMAC-SHA256 от "<время>.<тело>" с ключом-секретом>.',
  "webhooks.url": "URL",
  "webhooks.url.invalid": "Введите URL с http или https.",
  "webhooks.validator": "Валидатор",
  "webhooks.validator.hint": "Ваш URL должен отвечать на GET телом, содержащим этот текст.",
  "webhooks.validator.required": "Сначала создайте валидатор.",
  "webhooks.generate": "Создать валидатор",
  "webhooks.secret": "Секрет",
  "webhooks.secret.hint": "Ключ подписи HMAC-SHA256 каждой доставки.",
  "webhooks.secret.invalid": "От 8 до 256 символов без пробелов.",
  "webhooks.email": "Контактный e-mail",
  "webhooks.email.invalid": "Введите корректный адрес e-mail.",
  "webhooks.verify": "Проверить",
  "webhooks.remove": "Удалить",
  "webhooks.remove.confirm": "Вы действительно хотите удалить этот вебхук?",
  "webhooks.removed": "Вебхук удалён.",
  "webhooks.verified": "Вебхук проверен.",
  "webhooks.invalid": "Неверная конфигурация вебхука!",
  "webhooks.status.valid": "Проверен: события доставляются на этот URL.",
  "webhooks.status.invalid": "Не проверен: события не доставляются, пока эти настройки не проверены.",
  "webhooks.log": "Журнал доставок",
  "webhooks.log.refresh": "Обновить",
  "webhooks.log.empty": "Доставок пока нет.",
  "webhooks.col.time": "Время",
  "webhooks.col.event": "Событие",
  "webhooks.col.status": "Статус",
  "webhooks.col.attempts": "Попытки",
  "webhooks.col.response": "Ответ",
  "webhooks.status.pending": "В очереди",
  "webhooks.status.retrying": "Повтор",
  "webhooks.status.delivered": "Доставлено",
  "webhooks.status.failed": "Ошибка",
  "webhooks.status.skipped": "Пропущено",
};

export default ru;
