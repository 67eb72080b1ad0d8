import { formatFileSize } from "@portico/sdk/rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerContext } from "../../context";
import { contractRoute } from "../../contract";
import { HttpError } from "../../errors";
import type { OperationRequest } from "../../operationRoute";
import { VideoHostError } from "../../providers/videoHost/videoHostProvider";
import { invalidFileType, processImage } from "./images";
import { claimUpload, type MediaFileRow, mediaFile, releaseUpload, storeImage, toUploadedImage } from "./mediaFiles";
import { normaliseType, VIDEO_MAX_BYTES } from "./mediaLimits";
import type { MediaServices } from "./mediaServices";
import { checkUploadSignature } from "./signing";

// A video's first bytes: ISO media (mp4, mov: "ftyp" at 4) or Matroska/WebM (EBML magic).
const looksLikeVideo = (b: Buffer) =>
  (b.length > 12 && b.toString("latin1", 4, 8) === "ftyp") || (b.length > 4 && b.readUInt32BE(0) === 0x1a45dfa3);

// Named as the form error the spec gives an oversized file (maxSize), like IMAGE_TOO_LARGE names maxWidth/maxHeight.
const tooLarge = (max: number) =>
  new HttpError(413, "FILE_TOO_LARGE", `The file is larger than ${formatFileSize(max)}`, {
    fields: { maxSize: `at most ${formatFileSize(max)}` },
  });

/**
 * Registers PUT /assets/uploads/{fileId}: the signed upload (no bearer). The signature, expiry, announced type
 * and declared length are checked before the body is read; then an image is decoded, checked and given
 * variants, and a video is handed to the video host. CORS is open: the signature is the grant.
 */
// The upload's URL as the contract has it; its body is raw bytes, not JSON.
type UploadRequest = Omit<OperationRequest<"putSignedUpload">, "Body">;

export function registerUploadRoute(app: FastifyInstance, ctx: ServerContext, media: MediaServices): void {
  const nowTs = () => Math.floor(ctx.now() / 1000);
  const route = contractRoute("putSignedUpload");
  // The file row found while authorising, from preParsing to the handler.
  const uploads = new WeakMap<FastifyRequest<UploadRequest>, MediaFileRow>();

  const authorise = async (req: FastifyRequest<UploadRequest>): Promise<MediaFileRow> => {
    const { fileId } = req.params;
    const q = req.query;
    const check = checkUploadSignature(media.storage.secret, fileId, Number(q.expires), String(q.sig ?? ""), nowTs());
    if (check === "invalid") throw new HttpError(403, "UPLOAD_URL_INVALID", "The upload URL's signature is wrong");
    if (check === "expired") throw new HttpError(403, "UPLOAD_URL_EXPIRED", "The upload URL has expired");
    const row = await mediaFile(ctx.db, fileId);
    if (!row) throw new HttpError(404, "NOT_FOUND", "Not found");
    if (row.status === "ready") throw new HttpError(409, "FILE_ALREADY_UPLOADED", "This file was uploaded already");
    if (normaliseType(String(req.headers["content-type"] ?? "").split(";")[0]!) !== row.type) throw invalidFileType();
    const declared = Number(req.headers["content-length"]);
    if (Number.isFinite(declared) && declared > Number(row.max_size)) throw tooLarge(Number(row.max_size));
    if (!(await claimUpload(ctx.db, fileId, nowTs())))
      throw new HttpError(409, "FILE_ALREADY_UPLOADED", "This file is being uploaded or was uploaded already");
    return row;
  };

  app.register(async (scope) => {
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    scope.addHook("onSend", async (_req, reply) => {
      reply.header("access-control-allow-origin", "*");
    });
    // A claimed PUT that failed (bad image, body over the limit ...) gives its claim back for a retry.
    scope.addHook("onResponse", async (req, reply) => {
      const row = uploads.get(req as FastifyRequest<UploadRequest>);
      if (row && reply.statusCode >= 400) await releaseUpload(ctx.db, row.id);
    });
    scope.options("/assets/uploads/:fileId", async (_req, reply) =>
      reply
        .header("access-control-allow-methods", "PUT")
        .header("access-control-allow-headers", "content-type")
        .header("access-control-max-age", "600")
        .status(204)
        .send(),
    );
    scope.route<UploadRequest>({
      method: "PUT",
      url: route.url,
      schema: { params: route.schema.params!, querystring: route.schema.querystring! },
      bodyLimit: VIDEO_MAX_BYTES + 1_048_576,
      preParsing: async (req, _reply, payload) => {
        uploads.set(req, await authorise(req));
        return payload;
      },
      handler: async (req) => {
        const row = uploads.get(req)!;
        const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        if (bytes.length > Number(row.max_size)) throw tooLarge(Number(row.max_size));
        if (row.kind === "image") {
          const img = await processImage(bytes, row.type, { maxWidth: row.max_width!, maxHeight: row.max_height! });
          return toUploadedImage(await storeImage(ctx.db, media.storage, row, bytes, img, nowTs()));
        }
        if (!looksLikeVideo(bytes)) throw invalidFileType();
        try {
          const video = await media.videoHost.uploadVideo({
            businessId: Number(row.business_id),
            fileName: row.filename,
            type: row.type,
            bytes,
          });
          await ctx.db.query("delete from media_files where id = $1", [row.id]);
          return video;
        } catch (err) {
          if (err instanceof VideoHostError)
            throw new HttpError(502, "VIDEO_HOST_FAILED", "The video host failed", { userMessage: err.message });
          throw err;
        }
      },
    });
  });
}
