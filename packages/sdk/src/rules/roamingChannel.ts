/**
 * Name of roaming channel n: 'CH-' plus n padded to two digits. The spec names channels 'CH-n' and gives the
 * defaults as "CH 01-03": written zero-padded, so n is padded to two digits (CH-01 ... CH-99, then CH-100).
 *
 * @example
 * roamingChannelName(4); // "CH-04"
 */
export function roamingChannelName(n: number): string {
  return `CH-${String(n).padStart(2, "0")}`;
}

/** The default roaming channels: CH-01, CH-02, CH-03. */
export const DEFAULT_ROAMING_CHANNELS: readonly string[] = [1, 2, 3].map(roamingChannelName);

/**
 * Name for a new roaming channel: one past the highest 'CH-n' already used (CH-01 when there is none).
 *
 * @example
 * nextRoamingChannelName(["CH-01", "CH-03", "Lobby"]); // "CH-04"
 */
export function nextRoamingChannelName(existing: readonly string[]): string {
  const used = existing.map((name) => /^CH-(\d+)$/.exec(name)?.[1]).filter((n) => n !== undefined);
  return roamingChannelName(Math.max(0, ...used.map(Number)) + 1);
}
