import type { FastifyInstance } from "fastify";
import { errorBody } from "../../errors";
import type { MediaServices } from "./mediaServices";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

/**
 * Serves stored images at /assets/uploads/<biz>/<fileId>/<name> and the picture provider's files at
 * /assets/pictures/<file> (exact routes beat the console's static wildcard).
 */
export function registerMediaAssets(app: FastifyInstance, media: MediaServices): void {
  // Path parameters: Fastify's router gives each one as a string.
  app.get<{ Params: { biz: string; fileId: string; name: string } }>(
    "/assets/uploads/:biz/:fileId/:name",
    async (req, reply) => {
      const { biz, fileId, name } = req.params;
      const ok =
        /^\d+$/.test(biz) && /^f_[0-9a-f]{16}$/.test(fileId) && /^(original|large|medium|small)\.\w+$/.test(name);
      const type = TYPES[name.split(".").pop() ?? ""];
      const bytes = ok && type ? await media.storage.get(`uploads/${biz}/${fileId}/${name}`) : null;
      if (!bytes || !type) return reply.status(404).send(errorBody("NOT_FOUND", "Not found"));
      // Content never changes under one file id; nosniff keeps a browser from reading it as anything else.
      return reply
        .type(type)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(bytes);
    },
  );

  app.get<{ Params: { file: string } }>("/assets/pictures/:file", async (req, reply) => {
    const found = await media.pictures.serve(req.params.file);
    if (!found) return reply.status(404).send(errorBody("NOT_FOUND", "Not found"));
    return reply.type(found.type).header("cache-control", "public, max-age=86400").send(found.bytes);
  });
}
