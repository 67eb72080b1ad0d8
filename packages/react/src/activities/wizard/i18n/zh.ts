/** Simplified Chinese texts of activities/wizard (same keys as en.ts). */
const zh: Record<string, string> = {
  "activities.wizard.title": "创建您的第一个营销活动",
  "activities.wizard.intro": "选择模板、填写表单并完成：您的认证门户即可使用。",
  "activities.wizard.step.template": "步骤 1/2：选择模板",
  "activities.wizard.step.form": "步骤 2/2：{{name}}",
  "activities.wizard.templates": "模板",
  "activities.wizard.noTemplates": "目前没有可用的模板。",
  "activities.wizard.pickTemplate": "请先选择模板。",
  "activities.wizard.next": "下一步",
  "activities.wizard.back": "上一步",
  "activities.wizard.complete": "完成",
  "activities.wizard.advanced": "高级编辑器",
  "activities.wizard.cancel": "取消",
  "activities.wizard.toast.add": "添加",
  "Invalid Form Field Detected!": "检测到无效的表单字段！",
  "Please make sure all fields are filled correctly before updating activity settings.":
    "更新活动设置前，请确认所有字段均已正确填写。",
  "Congratulation! Your first marketing campaign is ready.": "恭喜！您的第一个营销活动已准备就绪。",
  "activities.wizard.done.next": "接下来您想做什么？",
  "Assign WiFi Captive Portal to SSID": "将 WiFi 认证门户分配给 SSID",
  "Go to Marketing Campaigns List": "前往营销活动列表",
};
export default zh;
