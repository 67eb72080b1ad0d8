/**
 * English texts of the rules' message keys: the one catalogue the widgets (@portico/react's core catalogues take
 * `general`, its network area `network`) and the server (its answers) translate them from.
 */
export const general = {
  "validation.required": "This field is required.",
  "validation.ipv4": "Enter an IPv4 address such as 192.168.1.1.",
  "validation.link": "Enter a link that starts with http:// or https://.",
  "validation.netmask": "Enter a valid netmask such as 255.255.255.0.",
  "validation.sameSubnet": "The IP address and the gateway must be in the same subnet.",
  "Please select schedule activities.": "Please select schedule activities.",
  "Scheduled.": "Scheduled.",
  "Schedule time should be later than current time.": "Schedule time should be later than current time.",
  "The selected date is less than today's date.": "The selected date is less than today's date.",
  "Can not delete unsaved schedule.": "Can not delete unsaved schedule.",
} as const;

/**
 * English texts of the network-detail keys (networkDetailProblems): apart, so that the widgets load them with the
 * network area rather than in every entry.
 */
export const network = {
  "validation.range": "Enter a whole number from {{min}} to {{max}}.",
  "validation.hostList": "Invalid or repeated items: {{items}}",
  "validation.macList": "Invalid or repeated MAC addresses: {{items}}",
  "validation.ipRange": "The range must lie in the LAN's subnet, with the first address not above the last.",
  "validation.vlanRequired": "VLAN mode needs at least one VLAN.",
  "validation.vlanId": "The VLAN ID must be a whole number from 1 to 4094.",
  "validation.wanInterface": "The group's iNode model has no such WAN interface.",
  "validation.duplicate": "This value is repeated.",
  "validation.ssidLength":
    "The SSID name is too long: at most {{max}} characters (a Chinese, Japanese or Korean character counts 3).",
  "validation.wifiKey": "The password must have {{min}} to {{max}} characters.",
} as const;

/** A message key of the rules that has a text in every language. */
export type RuleTextKey = keyof typeof general;
/** One language's texts of the rules' general message keys. */
export type RuleTexts = Record<RuleTextKey, string>;
/** One language's texts of the network-detail keys. */
export type NetworkRuleTexts = Record<keyof typeof network, string>;
