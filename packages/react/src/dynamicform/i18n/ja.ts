/** Japanese texts of the dynamic form (same keys as en.ts). */
const ja: Record<string, string> = {
  "dynamicForm.choose": "選択してください…",
  "dynamicForm.yes": "はい",
  "dynamicForm.no": "いいえ",
  "dynamicForm.invalid.email": "有効なメールアドレスを入力してください。",
  "dynamicForm.invalid.number": "数値を入力してください。",
  "dynamicForm.invalid.tel": "電話番号を入力してください（数字、空白、+、-、括弧）。",
  "dynamicForm.invalid.url": "http:// または https:// で始まる URL を入力してください。",
  "dynamicForm.invalid.date": "有効な日付を入力してください。",
  "dynamicForm.invalid.time": "有効な時刻（hh:mm）を入力してください。",
  "dynamicForm.invalid.choice": "一覧の選択肢から選んでください。",
};
export default ja;
