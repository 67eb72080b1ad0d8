import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/db";
import type { StorageProvider } from "../../providers/storage/storageProvider";
import { type ProcessedImage, variantExt } from "./images";

/** One row of `media_files`. */
export interface MediaFileRow {
  id: string;
  business_id: number;
  kind: "image" | "video";
  filename: string;
  type: string;
  ext: string;
  max_size: number;
  max_width: number | null;
  max_height: number | null;
  status: "pending" | "ready";
  registered: boolean;
  source: "upload" | "picture";
  size: number | null;
  width: number | null;
  height: number | null;
  created_ts: number;
}

/** The columns of {@link MediaFileRow}. */
export const MEDIA_COLUMNS =
  "id, business_id, kind, filename, type, ext, max_size, max_width, max_height, status, registered, source, size, width, height, created_ts";

/** A new storage id: `f_` and 16 hex digits. */
export const newFileId = () => `f_${randomBytes(8).toString("hex")}`;

/** The row of a file id, if any. */
export async function mediaFile(db: Queryable, id: string): Promise<MediaFileRow | undefined> {
  const [row] = await db.query<MediaFileRow & Record<string, unknown>>(
    `select ${MEDIA_COLUMNS} from media_files where id = $1`,
    [id],
  );
  return row;
}

/** Storage folder of one image: the original and its variants. */
export const imageFolder = (r: Pick<MediaFileRow, "business_id" | "id">) => `uploads/${r.business_id}/${r.id}`;

/** The contract's UploadedImage of a ready image row. */
export function toUploadedImage(r: MediaFileRow) {
  const base = `/assets/${imageFolder(r)}`;
  const v = variantExt(r.ext);
  return {
    fileId: r.id,
    fileUrl: `${base}/original.${r.ext}`,
    filename: r.filename,
    type: r.type,
    size: Number(r.size),
    width: Number(r.width),
    height: Number(r.height),
    variants: { large: `${base}/large.${v}`, medium: `${base}/medium.${v}`, small: `${base}/small.${v}` },
    source: r.source,
    createdTs: Number(r.created_ts),
  };
}

/** Stores the original and its variants, then marks the row ready with its size and dimensions. */
export async function storeImage(
  db: Queryable,
  storage: StorageProvider,
  row: MediaFileRow,
  original: Buffer,
  img: ProcessedImage,
  nowTs: number,
): Promise<MediaFileRow> {
  const dir = imageFolder(row);
  await storage.put(`${dir}/original.${img.ext}`, original);
  for (const [name, bytes] of Object.entries(img.variants))
    await storage.put(`${dir}/${name}.${variantExt(img.ext)}`, bytes);
  const [done] = await db.query<MediaFileRow & Record<string, unknown>>(
    `update media_files set status = 'ready', size = $2, width = $3, height = $4, ext = $5, updated_ts = $6
     where id = $1 returning ${MEDIA_COLUMNS}`,
    [row.id, original.length, img.width, img.height, img.ext, nowTs],
  );
  return done!;
}

/** Seconds after which an unfinished upload's claim lapses (its instance died mid-way). */
export const UPLOAD_CLAIM_TTL = 120;

/**
 * Claims a pending upload for one PUT ('uploading'), or takes over a lapsed claim; null when another PUT holds it or
 * the file is uploaded already. One statement, so concurrent PUTs of one signed URL, on any instance, get one claim.
 */
export async function claimUpload(db: Queryable, id: string, nowTs: number): Promise<boolean> {
  const rows = await db.query(
    `update media_files set status = 'uploading', updated_ts = $2
      where id = $1 and (status = 'pending' or (status = 'uploading' and updated_ts < $3)) returning id`,
    [id, nowTs, nowTs - UPLOAD_CLAIM_TTL],
  );
  return rows.length > 0;
}

/** Gives a failed PUT's claim back, so that the same signed URL may be tried again. */
export async function releaseUpload(db: Queryable, id: string): Promise<void> {
  await db.query("update media_files set status = 'pending' where id = $1 and status = 'uploading'", [id]);
}

/** Inserts a pending upload (or, with `ready` fields, a picked picture) and returns its row. */
export async function insertMediaFile(
  db: Queryable,
  f: Pick<
    MediaFileRow,
    "business_id" | "kind" | "filename" | "type" | "ext" | "max_size" | "max_width" | "max_height"
  > &
    Partial<Pick<MediaFileRow, "registered" | "source">>,
  nowTs: number,
): Promise<MediaFileRow> {
  const [row] = await db.query<MediaFileRow & Record<string, unknown>>(
    `insert into media_files (id, business_id, kind, filename, type, ext, max_size, max_width, max_height, registered, source, created_ts, updated_ts)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) returning ${MEDIA_COLUMNS}`,
    [
      newFileId(),
      f.business_id,
      f.kind,
      f.filename,
      f.type,
      f.ext,
      f.max_size,
      f.max_width,
      f.max_height,
      f.registered ?? false,
      f.source ?? "upload",
      nowTs,
    ],
  );
  return row!;
}
