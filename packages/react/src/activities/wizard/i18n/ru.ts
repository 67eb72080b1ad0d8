/** Russian texts of activities/wizard (same keys as en.ts). */
const ru: Record<string, string> = {
  "activities.wizard.title": "Создайте свою первую маркетинговую кампанию",
  "activities.wizard.intro": "Выберите шаблон, заполните форму и завершите: ваш captive-портал готов к работе.",
  "activities.wizard.step.template": "Шаг 1 из 2: выберите шаблон",
  "activities.wizard.step.form": "Шаг 2 из 2: {{name}}",
  "activities.wizard.templates": "Шаблоны",
  "activities.wizard.noTemplates": "Нет доступных шаблонов.",
  "activities.wizard.pickTemplate": "Сначала выберите шаблон.",
  "activities.wizard.next": "Далее",
  "activities.wizard.back": "Назад",
  "activities.wizard.complete": "Завершить",
  "activities.wizard.advanced": "Расширенный редактор",
  "activities.wizard.cancel": "Отмена",
  "activities.wizard.toast.add": "Добавлено",
  "Invalid Form Field Detected!": "Обнаружено неверно заполненное поле формы!",
  "Please make sure all fields are filled correctly before updating activity settings.":
    "Перед обновлением настроек активности убедитесь, что все поля заполнены правильно.",
  "Congratulation! Your first marketing campaign is ready.": "Поздравляем! Ваша первая маркетинговая кампания готова.",
  "activities.wizard.done.next": "Что вы хотите сделать дальше?",
  "Assign WiFi Captive Portal to SSID": "Назначить WiFi captive-портал для SSID",
  "Go to Marketing Campaigns List": "Перейти к списку маркетинговых кампаний",
};
export default ru;
