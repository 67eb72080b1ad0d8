import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";

/** One file of a zip archive: where its compressed bytes are and how they are packed. */
interface ZipEntry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

/**
 * The files of a zip archive held in memory, read through its central directory (so entry order does not
 * matter), each opened as a stream that inflates as it is read. Zip64 is not needed for our 16 MB limit.
 * Throws on anything that is not a zip.
 * @example const zip = openZip(bytes); zip.stream("xl/workbook.xml").pipe(parser);
 */
export function openZip(bytes: Uint8Array) {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 64 kB + 22 bytes.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--)
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) throw new Error("not a zip archive");
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory");
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30);
    const comment = buf.readUInt16LE(at + 32);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLength);
    entries.set(name, {
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      localOffset: buf.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extra + comment;
  }
  return {
    names: [...entries.keys()],
    has: (name: string) => entries.has(name),
    /** The file's inflated content as a stream. */
    stream(name: string): Readable {
      const e = entries.get(name);
      if (!e) throw new Error(`no ${name} in the archive`);
      const local = e.localOffset;
      if (local + 30 > buf.length || buf.readUInt32LE(local) !== 0x04034b50) throw new Error("bad local header");
      const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
      const data = buf.subarray(start, start + e.compressedSize);
      if (e.method === 0) return Readable.from([data]);
      if (e.method !== 8) throw new Error("unsupported compression");
      return Readable.from(
        (function* () {
          for (let i = 0; i < data.length; i += 65_536) yield data.subarray(i, i + 65_536);
        })(),
      ).pipe(createInflateRaw());
    },
  };
}
