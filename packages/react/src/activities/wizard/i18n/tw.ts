/** Traditional Chinese texts of activities/wizard (same keys as en.ts). */
const tw: Record<string, string> = {
  "activities.wizard.title": "建立您的第一個行銷活動",
  "activities.wizard.intro": "選擇範本、填寫表單並完成：您的認證入口網頁即可使用。",
  "activities.wizard.step.template": "步驟 1/2：選擇範本",
  "activities.wizard.step.form": "步驟 2/2：{{name}}",
  "activities.wizard.templates": "範本",
  "activities.wizard.noTemplates": "目前沒有可用的範本。",
  "activities.wizard.pickTemplate": "請先選擇範本。",
  "activities.wizard.next": "下一步",
  "activities.wizard.back": "上一步",
  "activities.wizard.complete": "完成",
  "activities.wizard.advanced": "進階編輯器",
  "activities.wizard.cancel": "取消",
  "activities.wizard.toast.add": "新增",
  "Invalid Form Field Detected!": "偵測到無效的表單欄位！",
  "Please make sure all fields are filled correctly before updating activity settings.":
    "更新活動設定前，請確認所有欄位皆已正確填寫。",
  "Congratulation! Your first marketing campaign is ready.": "恭喜！您的第一個行銷活動已準備就緒。",
  "activities.wizard.done.next": "接下來您想做什麼？",
  "Assign WiFi Captive Portal to SSID": "將 WiFi 認證入口網頁指派給 SSID",
  "Go to Marketing Campaigns List": "前往行銷活動列表",
};
export default tw;
