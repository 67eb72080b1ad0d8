/** Where the guest page keeps its ids: the guest id across visits, the session id for this tab's reloads. */
const GUEST_KEY = "portico.portal.guestId";
const sessionKey = (code: string) => `portico.portal.session.${code}`;

function store(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null; // storage blocked (private mode, sandboxed captive browser)
  }
}

function randomId(length: number): string {
  const abc = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => abc[b % abc.length]).join("");
}

/** This browser's guest id (made and kept on first use), so a returning guest's impression counts once. */
export function guestId(): string {
  const s = store("localStorage");
  const kept = s?.getItem(GUEST_KEY);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const made = randomId(20);
  try {
    s?.setItem(GUEST_KEY, made);
  } catch {
    // full or blocked: the guest just counts as new next time
  }
  return made;
}

/** The session id this tab opened for a link, if any. */
export function keptSession(code: string): string | null {
  return store("sessionStorage")?.getItem(sessionKey(code)) ?? null;
}

/** Keeps (or, with null, forgets) this tab's session id for a link. */
export function keepSession(code: string, sessionId: string | null): void {
  const s = store("sessionStorage");
  try {
    if (sessionId) s?.setItem(sessionKey(code), sessionId);
    else s?.removeItem(sessionKey(code));
  } catch {
    // blocked: a reload starts a new session
  }
}
