/** Traditional Chinese texts of the dynamic form (same keys as en.ts). */
const tw: Record<string, string> = {
  "dynamicForm.choose": "請選擇…",
  "dynamicForm.yes": "是",
  "dynamicForm.no": "否",
  "dynamicForm.invalid.email": "請輸入有效的電子郵件地址。",
  "dynamicForm.invalid.number": "請輸入數字。",
  "dynamicForm.invalid.tel": "請輸入電話號碼（數字、空格、+、- 與括號）。",
  "dynamicForm.invalid.url": "請輸入以 http:// 或 https:// 開頭的網址。",
  "dynamicForm.invalid.date": "請輸入有效的日期。",
  "dynamicForm.invalid.time": "請輸入有效的時間（hh:mm）。",
  "dynamicForm.invalid.choice": "請從列出的選項中選擇。",
};
export default tw;
