/** Japanese texts of activities/wizard (same keys as en.ts). */
const ja: Record<string, string> = {
  "activities.wizard.title": "最初のマーケティングキャンペーンを作成",
  "activities.wizard.intro": "テンプレートを選び、フォームに入力して完了すると、キャプティブポータルがすぐに使えます。",
  "activities.wizard.step.template": "ステップ 1/2：テンプレートを選択",
  "activities.wizard.step.form": "ステップ 2/2：{{name}}",
  "activities.wizard.templates": "テンプレート",
  "activities.wizard.noTemplates": "利用できるテンプレートはありません。",
  "activities.wizard.pickTemplate": "先にテンプレートを選んでください。",
  "activities.wizard.next": "次へ",
  "activities.wizard.back": "戻る",
  "activities.wizard.complete": "完了",
  "activities.wizard.advanced": "詳細エディター",
  "activities.wizard.cancel": "キャンセル",
  "activities.wizard.toast.add": "追加しました",
  "Invalid Form Field Detected!": "無効なフォーム項目があります！",
  "Please make sure all fields are filled correctly before updating activity settings.":
    "アクティビティ設定を更新する前に、すべての項目が正しく入力されていることを確認してください。",
  "Congratulation! Your first marketing campaign is ready.":
    "おめでとうございます！最初のマーケティングキャンペーンの準備ができました。",
  "activities.wizard.done.next": "次に何をしますか？",
  "Assign WiFi Captive Portal to SSID": "WiFi キャプティブポータルを SSID に割り当てる",
  "Go to Marketing Campaigns List": "マーケティングキャンペーン一覧へ",
};
export default ja;
