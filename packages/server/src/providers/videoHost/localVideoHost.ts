import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errorBody } from "../../errors";
import type { StorageProvider } from "../storage/storageProvider";
import { type HostedVideo, VIDEO_HOST_KEY_HEADER } from "./videoHostProvider";

/** Video types the local host keeps, by MIME type, with their file extension. */
export const VIDEO_EXTENSIONS: Record<string, string> = {
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};

/** Options of {@link registerLocalVideoHost}. */
export interface LocalVideoHostOptions {
  storage: StorageProvider;
  /** The shared key callers must send in `x-video-host-key`. */
  key: string;
  /** Largest upload in bytes. */
  maxSize: number;
  now(): number;
}

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Serves the specification's video-host API under `/video-host/` from the reference server itself (the
 * default when PORTICO_VIDEO_HOST_URL is unset), and the videos at `/assets/videos/<biz>/<file>`. Videos and
 * their metadata live in the storage under `video-host/<biz>/`.
 */
export function registerLocalVideoHost(app: FastifyInstance, o: LocalVideoHostOptions): void {
  const metaKey = (biz: string, id: string) => `video-host/${biz}/${id}.json`;
  const index = async (biz: string): Promise<string[]> => {
    const raw = await o.storage.get(`video-host/${biz}/index.json`);
    return raw ? (JSON.parse(raw.toString("utf8")) as string[]) : [];
  };
  const guard = async (req: FastifyRequest) => {
    const k = req.headers[VIDEO_HOST_KEY_HEADER];
    if (typeof k !== "string" || !sameKey(k, o.key)) {
      const e = new Error("Wrong video host key") as Error & { statusCode: number };
      e.statusCode = 403;
      throw e;
    }
  };

  app.register(async (host) => {
    // Multipart bodies are read whole (at most maxSize) and parsed by the platform's own FormData reader.
    host.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: o.maxSize + 1_048_576 },
      (req, body, done) => {
        new Request("http://video-host/", {
          method: "POST",
          headers: { "content-type": String(req.headers["content-type"]) },
          body: new Uint8Array(body as Buffer),
        })
          .formData()
          .then(
            (f) => done(null, f),
            (err: Error) => done(Object.assign(err, { statusCode: 400 }), undefined),
          );
      },
    );

    host.get<{ Params: { biz: string } }>("/video-host/queryVideos/:biz", { preHandler: guard }, async (req) => {
      const { biz } = req.params;
      const ids = await index(biz);
      const metas = await Promise.all(ids.map((id) => o.storage.get(metaKey(biz, id))));
      return metas.filter((m): m is Buffer => Boolean(m)).map((m) => JSON.parse(m.toString("utf8")) as HostedVideo);
    });

    host.post<{ Body: FormData }>(
      "/video-host/uploadServer",
      { preHandler: guard, bodyLimit: o.maxSize + 1_048_576 },
      async (req, reply) => {
        const form = req.body;
        const biz = String(form.get("businessId") ?? "");
        const fileName = String(form.get("fileName") ?? "");
        const file = form.get("uploadVideo");
        // Duck-typed: the parsed form's File class may differ from this realm's global Blob (DOM test environments).
        if (!/^\d+$/.test(biz) || !fileName || !file || typeof file === "string") {
          return reply
            .status(400)
            .send(errorBody("VALIDATION_FAILED", "businessId, fileName and uploadVideo are required"));
        }
        const ext = VIDEO_EXTENSIONS[file.type];
        if (!ext) return reply.status(415).send(errorBody("INVALID_FILE_TYPE", "Invalid file type"));
        if (file.size > o.maxSize) return reply.status(413).send(errorBody("FILE_TOO_LARGE", "The video is too large"));
        const fileId = `v_${randomBytes(8).toString("hex")}`;
        await o.storage.put(`video-host/${biz}/${fileId}.${ext}`, new Uint8Array(await file.arrayBuffer()));
        const video: HostedVideo = {
          fileId,
          fileUrl: `/assets/videos/${biz}/${fileId}.${ext}`,
          fileName,
          size: file.size,
          createdTs: Math.floor(o.now() / 1000),
        };
        await o.storage.put(metaKey(biz, fileId), Buffer.from(JSON.stringify(video)));
        await o.storage.put(
          `video-host/${biz}/index.json`,
          Buffer.from(JSON.stringify([fileId, ...(await index(biz))])),
        );
        return video;
      },
    );

    host.delete<{ Params: { biz: string; fileId: string } }>(
      "/video-host/deleteFile/:biz/:fileId",
      { preHandler: guard },
      async (req, reply) => {
        const { biz, fileId } = req.params;
        const ids = await index(biz);
        if (!ids.includes(fileId)) return reply.status(404).send(errorBody("NOT_FOUND", "Not found"));
        const meta = JSON.parse((await o.storage.get(metaKey(biz, fileId)))!.toString("utf8")) as HostedVideo;
        await o.storage.remove(`video-host/${biz}/${meta.fileUrl.split("/").pop()}`);
        await o.storage.remove(metaKey(biz, fileId));
        await o.storage.put(
          `video-host/${biz}/index.json`,
          Buffer.from(JSON.stringify(ids.filter((i) => i !== fileId))),
        );
        return { ok: true };
      },
    );

    host.get<{ Params: { biz: string; file: string } }>("/assets/videos/:biz/:file", async (req, reply) => {
      const { biz, file } = req.params;
      const ext = file.split(".").pop() ?? "";
      const type = Object.entries(VIDEO_EXTENSIONS).find(([, e]) => e === ext)?.[0];
      const bytes =
        /^\d+$/.test(biz) && /^v_[0-9a-f]+\.\w+$/.test(file) ? await o.storage.get(`video-host/${biz}/${file}`) : null;
      if (!bytes || !type) return reply.status(404).send(errorBody("NOT_FOUND", "Not found"));
      return reply.type(type).header("cache-control", "public, max-age=86400").send(bytes);
    });
  });
}
