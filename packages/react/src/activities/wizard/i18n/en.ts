/** English texts of activities/wizard. Every catalogue of this folder has exactly these keys. */
const en = {
  "activities.wizard.title": "Create your first marketing campaign",
  "activities.wizard.intro": "Pick a template, fill in its form and complete: your captive portal is ready to use.",
  "activities.wizard.step.template": "Step 1 of 2: choose a template",
  "activities.wizard.step.form": "Step 2 of 2: {{name}}",
  "activities.wizard.templates": "Templates",
  "activities.wizard.noTemplates": "No templates are available.",
  "activities.wizard.pickTemplate": "Choose a template first.",
  "activities.wizard.next": "Next",
  "activities.wizard.back": "Back",
  "activities.wizard.complete": "Complete",
  "activities.wizard.advanced": "Advanced editor",
  "activities.wizard.cancel": "Cancel",
  "activities.wizard.toast.add": "Add",
  "Invalid Form Field Detected!": "Invalid Form Field Detected!",
  "Please make sure all fields are filled correctly before updating activity settings.":
    "Please make sure all fields are filled correctly before updating activity settings.",
  "Congratulation! Your first marketing campaign is ready.": "Congratulation! Your first marketing campaign is ready.",
  "activities.wizard.done.next": "What would you like to do next?",
  "Assign WiFi Captive Portal to SSID": "Assign WiFi Captive Portal to SSID",
  "Go to Marketing Campaigns List": "Go to Marketing Campaigns List",
};
export default en;
