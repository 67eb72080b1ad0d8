import * as en from "./i18n/en";
import * as ja from "./i18n/ja";
import * as ru from "./i18n/ru";
import * as tw from "./i18n/tw";
import * as zh from "./i18n/zh";

/**
 * Message keys the rules return. Where the specification gives the English text, the text is the key (the
 * widgets' and the server's i18n catalogues translate it); the rest reuse or extend the `validation.*` keys.
 *
 * @example
 * if (problem === RULE_MESSAGES.scheduleTimePast) toast.error(t(problem));
 */
export const RULE_MESSAGES = {
  /** A required field is empty (key already in the core catalogues). */
  required: "validation.required",
  /** Not a dotted-quad IPv4 address. */
  ipv4: "validation.ipv4",
  /** Not a valid contiguous dotted netmask. */
  netmask: "validation.netmask",
  /** IP and gateway are not in the same subnet under the mask. */
  sameSubnet: "validation.sameSubnet",
  /** An owner-entered link that is not http(s) (see `isSafeLink`). */
  link: "validation.link",
  /** A number outside its bounds (values `min`, `max`). */
  range: "validation.range",
  /** Invalid or repeated host-list items (value `items`). */
  hostList: "validation.hostList",
  /** Invalid or repeated MAC addresses (value `items`). */
  macList: "validation.macList",
  /** A DHCP range outside its LAN's subnet, or its start above its end. */
  ipRange: "validation.ipRange",
  /** VLAN mode without a VLAN. */
  vlanRequired: "validation.vlanRequired",
  /** A VLAN id outside 1-4094 (or not a whole number). */
  vlanId: "validation.vlanId",
  /** VLANs on a WAN interface the iNode group's model does not have. */
  wanInterface: "validation.wanInterface",
  /** A value that must be unique in its list is repeated. */
  duplicate: "validation.duplicate",
  /** An SSID name longer than its byte budget (value `max`). */
  ssidLength: "validation.ssidLength",
  /** A wifi key (WPA passphrase) of the wrong length (values `min`, `max`). */
  wifiKey: "validation.wifiKey",
  scheduleActivities: "Please select schedule activities.",
  scheduleDuplicate: "Scheduled.",
  scheduleTimePast: "Schedule time should be later than current time.",
  calendarDatePast: "The selected date is less than today's date.",
  scheduleUnsaved: "Can not delete unsaved schedule.",
} as const;

/**
 * The texts of the rules' general message keys in the five languages: the one catalogue that @portico/react's core
 * catalogues and the server's answers translate them from.
 * @example RULE_TEXTS.en[RULE_MESSAGES.netmask] // "Enter a valid netmask such as 255.255.255.0."
 */
export const RULE_TEXTS = {
  tw: tw.general,
  zh: zh.general,
  en: en.general as en.RuleTexts,
  ja: ja.general,
  ru: ru.general,
} as const;

/**
 * The texts of the network-detail keys (`networkDetailProblems`) in the five languages, apart so that the
 * widgets load them with their network area (`{{name}}` placeholders take a problem's values).
 */
export const NETWORK_RULE_TEXTS = {
  tw: tw.network,
  zh: zh.network,
  en: en.network as en.NetworkRuleTexts,
  ja: ja.network,
  ru: ru.network,
} as const;

/** Any key in {@link RULE_MESSAGES}. */
export type RuleMessageKey = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];

/** One field's problem: a rule message key (its texts are in `RULE_TEXTS`) and the values of its text. */
export interface RuleProblem {
  key: RuleMessageKey;
  values?: Record<string, string | number>;
}

/** Problems by field path (`network/lan/0/netmask`, the body's own path); `{}` means valid. */
export type FieldProblems = Record<string, RuleProblem>;
