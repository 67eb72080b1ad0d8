/** Default bound of {@link isNameLengthValid} (specification part 1, section 5). */
export const DEFAULT_NAME_LENGTH = 32;

// CJK ideographs (with extensions and compatibility forms), kana, hangul, bopomofo and full-width forms.
const CJK =
  /[\u1100-\u11ff\u2e80-\u2fdf\u3000-\u303f\u3040-\u30ff\u3100-\u312f\u3130-\u318f\u31a0-\u31ff\u3200-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3134f}]/u;

/**
 * Length of a name as the specification counts it: each CJK character counts 3, every other character 1.
 *
 * @example
 * nameLength("Café 台北"); // 11
 */
export function nameLength(name: string): number {
  let total = 0;
  for (const ch of name) total += CJK.test(ch) ? 3 : 1;
  return total;
}

/**
 * True when the name's {@link nameLength} does not exceed the bound (default 32).
 *
 * @example
 * isNameLengthValid("一二三四五六七八九十一"); // false: 33 > 32
 */
export function isNameLengthValid(name: string, max: number = DEFAULT_NAME_LENGTH): boolean {
  return nameLength(name) <= max;
}
