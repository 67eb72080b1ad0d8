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
  scheduleActivities: "Please select schedule activities.",
  scheduleDuplicate: "Scheduled.",
  scheduleTimePast: "Schedule time should be later than current time.",
  calendarDatePast: "The selected date is less than today's date.",
  scheduleUnsaved: "Can not delete unsaved schedule.",
} as const;

/** Any key in {@link RULE_MESSAGES}. */
export type RuleMessageKey = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];
