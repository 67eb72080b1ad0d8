/** The hidden keystroke sequence that sets the admin-unlock flag: the Konami code. */
export const ADMIN_UNLOCK_SEQUENCE = [
  "ArrowUp",
  "ArrowUp",
  "ArrowDown",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "ArrowLeft",
  "ArrowRight",
  "b",
  "a",
] as const;

/** localStorage key of the admin-unlock flag ("1" once the sequence was typed). */
export const ADMIN_UNLOCK_KEY = "porticoAdminUnlock";

/**
 * A detector fed one `KeyboardEvent.key` at a time; it answers true on the key that completes the sequence.
 * A wrong key restarts the match (and may itself start a new one); letters match in either case.
 * @example const feed = createSequenceDetector(["a", "b"]); feed("a"); feed("b") // true
 */
export function createSequenceDetector(sequence: readonly string[]): (key: string) => boolean {
  const want = sequence.map(norm);
  let pos = 0;
  return (key: string) => {
    const k = norm(key);
    if (k === want[pos]) pos++;
    else {
      // Longest suffix of what was typed that is still a prefix of the sequence (KMP without the table).
      const typed = [...want.slice(0, pos), k];
      pos = 0;
      for (let start = 1; start < typed.length; start++) {
        const tail = typed.slice(start);
        if (tail.every((t, i) => t === want[i])) {
          pos = tail.length;
          break;
        }
      }
    }
    if (pos === want.length) {
      pos = 0;
      return true;
    }
    return false;
  };
}

function norm(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}
