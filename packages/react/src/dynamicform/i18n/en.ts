/** English texts of the dynamic form (wizard forms, guest surveys). Every catalogue of this folder has exactly these keys. */
const en = {
  "dynamicForm.choose": "Choose…",
  "dynamicForm.yes": "Yes",
  "dynamicForm.no": "No",
  "dynamicForm.invalid.email": "Enter a valid e-mail address.",
  "dynamicForm.invalid.number": "Enter a number.",
  "dynamicForm.invalid.tel": "Enter a phone number (digits, spaces, +, - and parentheses).",
  "dynamicForm.invalid.url": "Enter a web address starting with http:// or https://.",
  "dynamicForm.invalid.date": "Enter a valid date.",
  "dynamicForm.invalid.time": "Enter a valid time (hh:mm).",
  "dynamicForm.invalid.choice": "Choose one of the listed options.",
};
export default en;
