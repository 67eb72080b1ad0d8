import type { NetworkRuleTexts, RuleTexts } from "./en";

/** Russian texts of the rules' message keys. */
export const general: RuleTexts = {
  "validation.required": "Это поле обязательно.",
  "validation.ipv4": "Введите IPv4-адрес, например 192.168.1.1.",
  "validation.link": "Введите ссылку, начинающуюся с http:// или https://.",
  "validation.netmask": "Введите корректную маску подсети, например 255.255.255.0.",
  "validation.sameSubnet": "IP-адрес и шлюз должны находиться в одной подсети.",
  "Please select schedule activities.": "Выберите действия для расписания.",
  "Scheduled.": "На это время уже есть запись.",
  "Schedule time should be later than current time.": "Время расписания должно быть позже текущего.",
  "The selected date is less than today's date.": "Выбранная дата раньше сегодняшней.",
  "Can not delete unsaved schedule.": "Нельзя удалить несохранённое расписание.",
};

/** Russian texts of the network-detail keys. */
export const network: NetworkRuleTexts = {
  "validation.range": "Введите целое число от {{min}} до {{max}}.",
  "validation.hostList": "Недопустимые или повторяющиеся элементы: {{items}}",
  "validation.macList": "Недопустимые или повторяющиеся MAC-адреса: {{items}}",
  "validation.ipRange": "Диапазон должен лежать в подсети LAN, первый адрес не больше последнего.",
  "validation.vlanRequired": "Для режима VLAN нужен хотя бы один VLAN.",
  "validation.vlanId": "VLAN ID должен быть целым числом от 1 до 4094.",
  "validation.wanInterface": "У модели iNode этой группы нет такого WAN-интерфейса.",
  "validation.duplicate": "Это значение повторяется.",
  "validation.ssidLength": "Имя SSID слишком длинное: не более {{max}} символов (символ CJK считается за 3).",
  "validation.wifiKey": "Пароль должен содержать от {{min}} до {{max}} символов.",
};
