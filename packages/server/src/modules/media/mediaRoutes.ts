import { DEFAULT_IMAGE_MAX_HEIGHT, DEFAULT_IMAGE_MAX_WIDTH, parseFileSize } from "@portico/sdk/rules";
import type { FastifyInstance } from "fastify";
import type { ServerContext } from "../../context";
import { HttpError } from "../../errors";
import { operationRoute } from "../../operationRoute";
import { registerLocalVideoHost, VIDEO_EXTENSIONS } from "../../providers/videoHost/localVideoHost";
import { VideoHostError } from "../../providers/videoHost/videoHostProvider";
import { authenticate, requireActive } from "../account/auth";
import { type BusinessIdOf, businessGuards, businessOf } from "../business/access";
import { IMAGE_EXTENSIONS, invalidFileType, processImage } from "./images";
import { registerMediaAssets } from "./mediaAssets";
import {
  imageFolder,
  insertMediaFile,
  MEDIA_COLUMNS,
  type MediaFileRow,
  storeImage,
  toUploadedImage,
} from "./mediaFiles";
import { allowedKey, IMAGE_MAX_BYTES, normaliseType, VIDEO_MAX_BYTES } from "./mediaLimits";
import { createMediaServices, type MediaOptions, type MediaServices } from "./mediaServices";
import { signedUploadPath, UPLOAD_URL_TTL } from "./signing";
import { registerUploadRoute } from "./uploadRoute";

export type { MediaOptions, MediaServices };

const hostFailed = (err: unknown) => {
  if (err instanceof VideoHostError) {
    if (err.status === 404) return new HttpError(404, "NOT_FOUND", "Not found");
    return new HttpError(502, "VIDEO_HOST_FAILED", "The video host failed", { userMessage: err.message });
  }
  return err;
};

/**
 * Registers uploads and media: signed upload URLs and the signed PUT, the file library (list, register,
 * delete), allowed types and limits, picture search with picks copied into own storage, videos on the video
 * host (and the local video host itself), and the files at /assets/uploads, /assets/pictures, /assets/videos.
 * @example registerMediaRoutes(app, ctx, { dataDir: opts.dataDir });
 */
export function registerMediaRoutes(app: FastifyInstance, ctx: ServerContext, opts: MediaOptions = {}): MediaServices {
  const media = createMediaServices(app, opts);
  const nowTs = () => Math.floor(ctx.now() / 1000);
  const byBodyBusiness: BusinessIdOf<{ Body: { businessId: number } }> = (req) => req.body.businessId;

  operationRoute(app, "getUploadLimits", {
    preHandler: [authenticate(ctx), requireActive],
    handler: async () => allowedKey(),
  });

  operationRoute(app, "createSignedUploadUrl", {
    preHandler: businessGuards(ctx, "post", byBodyBusiness),
    handler: async (req, reply) => {
      const body = req.body;
      const type = normaliseType(body.type);
      const kind = IMAGE_EXTENSIONS[type] ? "image" : VIDEO_EXTENSIONS[type] ? "video" : null;
      if (!kind) throw invalidFileType();
      const serverMax = kind === "image" ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
      const asked = body.maxSize === undefined ? serverMax : parseFileSize(body.maxSize);
      if (asked === null || asked < 1) {
        throw new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
          fields: { maxSize: "must be a size such as 2MB" },
        });
      }
      const image = kind === "image";
      // Uploads never finished within their URL's lifetime are dropped as new ones are asked for.
      await ctx.db.query("delete from media_files where status <> 'ready' and created_ts < $1", [
        nowTs() - UPLOAD_URL_TTL - 60,
      ]);
      const row = await insertMediaFile(
        ctx.db,
        {
          business_id: businessOf(req).businessId,
          kind,
          filename: body.filename,
          type,
          ext: (image ? IMAGE_EXTENSIONS[type] : VIDEO_EXTENSIONS[type])!,
          max_size: Math.min(asked, serverMax),
          max_width: image ? Math.min(body.maxWidth ?? DEFAULT_IMAGE_MAX_WIDTH, DEFAULT_IMAGE_MAX_WIDTH) : null,
          max_height: image ? Math.min(body.maxHeight ?? DEFAULT_IMAGE_MAX_HEIGHT, DEFAULT_IMAGE_MAX_HEIGHT) : null,
        },
        nowTs(),
      );
      const expiresTs = nowTs() + UPLOAD_URL_TTL;
      // The caller's own origin (a dev proxy, the console) when it sent one, else the public URL.
      const origin = /^https?:\/\/[^/\s]+$/.test(String(req.headers.origin))
        ? String(req.headers.origin)
        : ctx.publicUrl();
      return reply.status(201).send({
        uploadUrl: origin + signedUploadPath(media.storage.secret, row.id, expiresTs),
        fileId: row.id,
        ...(image ? { fileUrl: toUploadedImage(row).fileUrl } : {}),
        expiresTs,
        maxSize: Number(row.max_size),
      });
    },
  });

  const ownImage = async (businessId: number, fileId: string) => {
    const [row] = await ctx.db.query<MediaFileRow & Record<string, unknown>>(
      `select ${MEDIA_COLUMNS} from media_files where id = $1 and business_id = $2 and kind = 'image' and status = 'ready'`,
      [fileId, businessId],
    );
    if (!row) throw new HttpError(404, "NOT_FOUND", "Not found");
    return row;
  };

  operationRoute(app, "listFiles", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { startIndex = 0, limit = 20 } = req.query;
      const id = businessOf(req).businessId;
      const where = "business_id = $1 and kind = 'image' and status = 'ready' and registered";
      const [count] = await ctx.db.query<{ n: number }>(`select count(*)::int as n from media_files where ${where}`, [
        id,
      ]);
      const rows = await ctx.db.query<MediaFileRow & Record<string, unknown>>(
        `select ${MEDIA_COLUMNS} from media_files where ${where} order by created_ts desc, id limit $2 offset $3`,
        [id, limit, startIndex],
      );
      return { total: Number(count!.n), files: rows.map(toUploadedImage) };
    },
  });

  operationRoute(app, "registerFile", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const row = await ownImage(businessOf(req).businessId, req.body.fileId);
      await ctx.db.query("update media_files set registered = true, updated_ts = $2 where id = $1", [row.id, nowTs()]);
      return reply.status(201).send(toUploadedImage(row));
    },
  });

  operationRoute(app, "deleteFile", {
    preHandler: businessGuards(ctx, "delete"),
    handler: async (req) => {
      const row = await ownImage(businessOf(req).businessId, req.params.fileId);
      await ctx.db.query("delete from media_files where id = $1", [row.id]);
      await media.storage.remove(imageFolder(row));
      return { ok: true };
    },
  });

  operationRoute(app, "searchPictures", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      const { keywords, page = 1, limit = 20 } = req.query;
      return media.pictures.search({ ...(keywords ? { keywords } : {}), page, limit });
    },
  });

  operationRoute(app, "pickPicture", {
    preHandler: businessGuards(ctx, "post"),
    handler: async (req, reply) => {
      const { pictureId } = req.params;
      const pic = await media.pictures.fetch(pictureId);
      if (!pic) throw new HttpError(404, "NOT_FOUND", "No such picture");
      const type = normaliseType(pic.type);
      const ext = IMAGE_EXTENSIONS[type];
      if (!ext) throw invalidFileType();
      const limits = { maxWidth: DEFAULT_IMAGE_MAX_WIDTH, maxHeight: DEFAULT_IMAGE_MAX_HEIGHT };
      const img = await processImage(pic.bytes, type, limits);
      const row = await insertMediaFile(
        ctx.db,
        {
          business_id: businessOf(req).businessId,
          kind: "image",
          filename: `${pictureId}.${ext}`,
          type,
          ext,
          max_size: pic.bytes.length,
          max_width: limits.maxWidth,
          max_height: limits.maxHeight,
          registered: true,
          source: "picture",
        },
        nowTs(),
      );
      return reply
        .status(201)
        .send(toUploadedImage(await storeImage(ctx.db, media.storage, row, pic.bytes, img, nowTs())));
    },
  });

  operationRoute(app, "listVideos", {
    preHandler: businessGuards(ctx, "get"),
    handler: async (req) => {
      try {
        return await media.videoHost.queryVideos(businessOf(req).businessId);
      } catch (err) {
        throw hostFailed(err);
      }
    },
  });

  operationRoute(app, "deleteVideo", {
    preHandler: businessGuards(ctx, "delete"),
    handler: async (req) => {
      try {
        await media.videoHost.deleteFile(businessOf(req).businessId, req.params.fileId);
        return { ok: true };
      } catch (err) {
        throw hostFailed(err);
      }
    },
  });

  registerUploadRoute(app, ctx, media);
  registerMediaAssets(app, media);
  if (media.localVideoHost) {
    registerLocalVideoHost(app, {
      storage: media.storage,
      key: media.videoHostKey,
      maxSize: VIDEO_MAX_BYTES,
      now: ctx.now,
    });
  }
  return media;
}
