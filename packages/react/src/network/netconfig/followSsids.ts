import type { NetworkDetail } from "../../data/networkConfigTypes";

type SplashPage = NonNullable<NetworkDetail["splashPage"]>[number];

/** A new splash-page list for an SSID slot: on, no bypass, empty lists (what 'Add splash page list' makes). */
export function newSplashPage(index: number): SplashPage {
  return { index, enable: true, bypass: false, white: [], whiteDevice: [], black: [] };
}

/** The SSID slots (indexes) any band of a configuration has. */
export function ssidIndexes(detail: NetworkDetail): Set<number> {
  const wifi = detail.network?.wifi ?? {};
  return new Set([...(wifi["2.4g"]?.ssid ?? []), ...(wifi["5g"]?.ssid ?? [])].map((s) => s.index));
}

/**
 * The splash-page lists after SSIDs were added or removed (`before` -> `after`): a slot that appeared in any band
 * gets a list (when it had none), a slot no band has any more loses its list; other lists are kept as they are.
 * @example form.update((d) => followSsids(d, withSsids(d)));
 */
export function followSsids(before: NetworkDetail, after: NetworkDetail): NetworkDetail {
  const was = ssidIndexes(before);
  const now = ssidIndexes(after);
  const pages = after.splashPage ?? [];
  const kept = pages.filter((p) => now.has(p.index) || !was.has(p.index));
  const have = new Set(kept.map((p) => p.index));
  const added = [...now].filter((i) => !was.has(i) && !have.has(i)).map(newSplashPage);
  if (kept.length === pages.length && !added.length) return after;
  const splashPage = [...kept, ...added].sort((a, b) => a.index - b.index);
  return { ...after, splashPage };
}
