import type { NetworkRuleTexts, RuleTexts } from "./en";

/** Traditional Chinese texts of the rules' message keys. */
export const general: RuleTexts = {
  "validation.required": "此欄位為必填。",
  "validation.ipv4": "請輸入 IPv4 位址，例如 192.168.1.1。",
  "validation.link": "請輸入以 http:// 或 https:// 開頭的連結。",
  "validation.netmask": "請輸入有效的子網路遮罩，例如 255.255.255.0。",
  "validation.sameSubnet": "IP 位址與閘道必須位於同一個子網路。",
  "Please select schedule activities.": "請選擇排程活動。",
  "Scheduled.": "此時間已排程。",
  "Schedule time should be later than current time.": "排程時間必須晚於目前時間。",
  "The selected date is less than today's date.": "所選日期早於今天。",
  "Can not delete unsaved schedule.": "無法刪除尚未儲存的排程。",
};

/** Traditional Chinese texts of the network-detail keys. */
export const network: NetworkRuleTexts = {
  "validation.range": "請輸入 {{min}} 到 {{max}} 之間的整數。",
  "validation.hostList": "無效或重複的項目：{{items}}",
  "validation.macList": "無效或重複的 MAC 位址：{{items}}",
  "validation.ipRange": "範圍必須在此 LAN 的子網路內，且起始位址不大於結束位址。",
  "validation.vlanRequired": "VLAN 模式至少需要一個 VLAN。",
  "validation.vlanId": "VLAN ID 必須是 1 到 4094 的整數。",
  "validation.wanInterface": "此 iNode 群組的型號沒有這個 WAN 介面。",
  "validation.duplicate": "此值重複。",
  "validation.ssidLength": "SSID 名稱太長：最多 {{max}} 個字元（中日韓文字每字算 3 個）。",
  "validation.wifiKey": "密碼必須為 {{min}} 到 {{max}} 個字元。",
};
