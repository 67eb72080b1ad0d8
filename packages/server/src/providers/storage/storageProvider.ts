import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve, sep } from "node:path";

/**
 * Where uploaded bytes live. Keys are slash-separated relative paths (`uploads/1/f_ab/original.png`);
 * the local default keeps them on disk, another provider (S3 and the like) can implement the same four calls.
 */
export interface StorageProvider {
  /** Stores bytes under a key (replacing what was there). */
  put(key: string, data: Uint8Array): Promise<void>;
  /** The bytes under a key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key, or every key under a folder prefix. */
  remove(keyOrPrefix: string): Promise<void>;
  /** A secret that signs upload URLs, kept with the storage so that every instance sharing it agrees. */
  readonly secret: string;
  /** Releases what the provider holds (the local default removes its temporary folder). */
  close(): Promise<void>;
}

/** Options of {@link createLocalStorage}. */
export interface LocalStorageOptions {
  /** The folder; omitted => a temporary folder removed on close (in-memory servers, tests). */
  root?: string;
  /** Upload-URL signing secret; default PORTICO_UPLOAD_SECRET, else one generated once and kept in the root. */
  secret?: string;
}

// A key may not climb out of the root.
function safePath(root: string, key: string): string {
  const p = resolve(root, key);
  if (p !== root && !p.startsWith(root + sep)) throw new Error(`storage key escapes the root: ${key}`);
  return p;
}

function keptSecret(root: string): string {
  const file = join(root, ".upload-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const s = randomBytes(32).toString("hex");
    writeFileSync(file, s, { mode: 0o600 });
    return s;
  }
}

/**
 * The local-disk storage provider.
 * @example
 * const storage = createLocalStorage({ root: ".data/media" });
 * await storage.put("uploads/1/f_ab/original.png", bytes);
 */
export function createLocalStorage(opts: LocalStorageOptions = {}): StorageProvider {
  const temporary = !opts.root;
  const root = resolve(opts.root ?? mkdtempSync(join(tmpdir(), "portico-media-")));
  mkdirSync(root, { recursive: true });
  const secret = opts.secret ?? process.env.PORTICO_UPLOAD_SECRET ?? keptSecret(root);
  return {
    secret,
    async put(key, data) {
      const p = safePath(root, key);
      await mkdir(dirname(p), { recursive: true });
      await writeFile(p, data);
    },
    async get(key) {
      try {
        return await readFile(safePath(root, key));
      } catch {
        return null;
      }
    },
    async remove(keyOrPrefix) {
      await rm(safePath(root, keyOrPrefix), { recursive: true, force: true });
    },
    async close() {
      if (temporary) rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * The media folder of a server: PORTICO_MEDIA_DIR, else `media` inside the PGlite data directory (PostgreSQL
 * ignores folders it does not know, and the media then go wherever the data go), else undefined (a temporary
 * folder) for in-memory servers.
 */
export function mediaRootOf(dataDir: string | undefined): string | undefined {
  if (process.env.PORTICO_MEDIA_DIR) return process.env.PORTICO_MEDIA_DIR;
  return dataDir ? join(resolve(dataDir), "media") : undefined;
}
