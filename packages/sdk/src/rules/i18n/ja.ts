import type { NetworkRuleTexts, RuleTexts } from "./en";

/** Japanese texts of the rules' message keys. */
export const general: RuleTexts = {
  "validation.required": "この項目は必須です。",
  "validation.ipv4": "192.168.1.1 のような IPv4 アドレスを入力してください。",
  "validation.link": "http:// または https:// で始まるリンクを入力してください。",
  "validation.netmask": "255.255.255.0 のような有効なサブネットマスクを入力してください。",
  "validation.sameSubnet": "IP アドレスとゲートウェイは同じサブネットにある必要があります。",
  "Please select schedule activities.": "スケジュールのアクティビティを選択してください。",
  "Scheduled.": "この時刻はすでに予定されています。",
  "Schedule time should be later than current time.": "スケジュールの時刻は現在時刻より後にしてください。",
  "The selected date is less than today's date.": "選択した日付は今日より前です。",
  "Can not delete unsaved schedule.": "保存されていないスケジュールは削除できません。",
};

/** Japanese texts of the network-detail keys. */
export const network: NetworkRuleTexts = {
  "validation.range": "{{min}} から {{max}} までの整数を入力してください。",
  "validation.hostList": "無効または重複した項目：{{items}}",
  "validation.macList": "無効または重複した MAC アドレス：{{items}}",
  "validation.ipRange": "範囲は LAN のサブネット内で、開始アドレスが終了アドレス以下である必要があります。",
  "validation.vlanRequired": "VLAN モードには少なくとも 1 つの VLAN が必要です。",
  "validation.vlanId": "VLAN ID は 1〜4094 の整数である必要があります。",
  "validation.wanInterface": "このグループの iNode モデルにはその WAN インターフェースがありません。",
  "validation.duplicate": "この値は重複しています。",
  "validation.ssidLength":
    "SSID 名が長すぎます：最大 {{max}} 文字です（漢字・かな・ハングルは 1 文字を 3 として数えます）。",
  "validation.wifiKey": "パスワードは {{min}}〜{{max}} 文字である必要があります。",
};
