/** Simplified Chinese texts of the dynamic form (same keys as en.ts). */
const zh: Record<string, string> = {
  "dynamicForm.choose": "请选择…",
  "dynamicForm.yes": "是",
  "dynamicForm.no": "否",
  "dynamicForm.invalid.email": "请输入有效的电子邮件地址。",
  "dynamicForm.invalid.number": "请输入数字。",
  "dynamicForm.invalid.tel": "请输入电话号码（数字、空格、+、- 和括号）。",
  "dynamicForm.invalid.url": "请输入以 http:// 或 https:// 开头的网址。",
  "dynamicForm.invalid.date": "请输入有效的日期。",
  "dynamicForm.invalid.time": "请输入有效的时间（hh:mm）。",
  "dynamicForm.invalid.choice": "请从列出的选项中选择。",
};
export default zh;
