import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

// scrypt is memory-hard: N=2^14, r=8 needs 16 MiB per hash, ~50 ms here; parameters travel with the hash.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, o: ScryptOptions & { N: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...o, maxmem: 128 * o.N * (o.r ?? 8) * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * Hashes a password with scrypt and a fresh 16-byte salt.
 * @returns `scrypt$N$r$p$<salt base64url>$<key base64url>`
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A real hash to compare against when the user is unknown, so that both answers take the same time.
let dummy: Promise<string> | undefined;
/** Spends the time of one verification without a user (unknown e-mail). */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword("portico-timing-equaliser");
  await verifyPassword(password, await dummy);
  return false;
}
