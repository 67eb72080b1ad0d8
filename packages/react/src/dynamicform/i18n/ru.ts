/** Russian texts of the dynamic form (same keys as en.ts). */
const ru: Record<string, string> = {
  "dynamicForm.choose": "Выберите…",
  "dynamicForm.yes": "Да",
  "dynamicForm.no": "Нет",
  "dynamicForm.invalid.email": "Введите действительный адрес электронной почты.",
  "dynamicForm.invalid.number": "Введите число.",
  "dynamicForm.invalid.tel": "Введите номер телефона (цифры, пробелы, +, - и скобки).",
  "dynamicForm.invalid.url": "Введите адрес, начинающийся с http:// или https://.",
  "dynamicForm.invalid.date": "Введите правильную дату.",
  "dynamicForm.invalid.time": "Введите правильное время (чч:мм).",
  "dynamicForm.invalid.choice": "Выберите один из предложенных вариантов.",
};
export default ru;
