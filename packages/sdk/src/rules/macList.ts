// Six hex pairs with one separator used throughout: colon, dot or dash.
const MAC = /^[0-9a-f]{2}([:.-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i;

/**
 * True for a MAC address written as six hex pairs separated by colons, dots or dashes (one kind throughout).
 *
 * @example
 * isMac("AA:bb:0c:1d:2e:3f"); // true
 * isMac("aa:bb-cc:dd:ee:ff"); // false: mixed separators
 */
export function isMac(value: string): boolean {
  return MAC.test(value);
}

/**
 * Lower-case, colon-separated form of a {@link isMac} address, or null.
 *
 * @example
 * normalizeMac("AA-BB-CC-DD-EE-FF"); // "aa:bb:cc:dd:ee:ff"
 */
export function normalizeMac(value: string): string | null {
  return isMac(value) ? value.toLowerCase().replace(/[.-]/g, ":") : null;
}

/**
 * The invalid items of a MAC list: items that are not {@link isMac}, and every repeat of an address already
 * listed (compared after {@link normalizeMac}, so `aa-bb-...` repeats `AA:BB:...`). Empty means valid.
 *
 * @example
 * invalidMacItems(["aa:bb:cc:dd:ee:ff", "AA-BB-CC-DD-EE-FF", "zz"]); // ["AA-BB-CC-DD-EE-FF", "zz"]
 */
export function invalidMacItems(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((raw) => {
    const mac = normalizeMac(raw.trim());
    if (mac === null || seen.has(mac)) return true;
    seen.add(mac);
    return false;
  });
}
