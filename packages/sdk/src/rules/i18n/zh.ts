import type { NetworkRuleTexts, RuleTexts } from "./en";

/** Simplified Chinese texts of the rules' message keys. */
export const general: RuleTexts = {
  "validation.required": "此字段为必填项。",
  "validation.ipv4": "请输入 IPv4 地址，例如 192.168.1.1。",
  "validation.link": "请输入以 http:// 或 https:// 开头的链接。",
  "validation.netmask": "请输入有效的子网掩码，例如 255.255.255.0。",
  "validation.sameSubnet": "IP 地址与网关必须位于同一子网。",
  "Please select schedule activities.": "请选择排程活动。",
  "Scheduled.": "此时间已排程。",
  "Schedule time should be later than current time.": "排程时间必须晚于当前时间。",
  "The selected date is less than today's date.": "所选日期早于今天。",
  "Can not delete unsaved schedule.": "无法删除尚未保存的排程。",
};

/** Simplified Chinese texts of the network-detail keys. */
export const network: NetworkRuleTexts = {
  "validation.range": "请输入 {{min}} 到 {{max}} 之间的整数。",
  "validation.hostList": "无效或重复的项目：{{items}}",
  "validation.macList": "无效或重复的 MAC 地址：{{items}}",
  "validation.ipRange": "范围必须在此 LAN 的子网内，且起始地址不大于结束地址。",
  "validation.vlanRequired": "VLAN 模式至少需要一个 VLAN。",
  "validation.vlanId": "VLAN ID 必须是 1 到 4094 的整数。",
  "validation.wanInterface": "此 iNode 群组的型号没有这个 WAN 接口。",
  "validation.duplicate": "此值重复。",
  "validation.ssidLength": "SSID 名称太长：最多 {{max}} 个字符（中日韩文字每字算 3 个）。",
  "validation.wifiKey": "密码必须为 {{min}} 到 {{max}} 个字符。",
};
