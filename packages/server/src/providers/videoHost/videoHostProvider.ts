import { createHmac, randomBytes } from "node:crypto";

/** A video on the video host (the spec's Video: fileId, fileUrl). */
export interface HostedVideo {
  fileId: string;
  fileUrl: string;
  fileName: string;
  size: number;
  createdTs: number;
}

/**
 * The separate video host of the specification: `GET queryVideos/{biz}`, `POST uploadServer` (multipart
 * businessId, fileName, uploadVideo), `DELETE deleteFile/{biz}/{fileId}`. The v3 calls reach it only
 * through this interface.
 */
export interface VideoHostProvider {
  queryVideos(businessId: number): Promise<HostedVideo[]>;
  uploadVideo(input: { businessId: number; fileName: string; type: string; bytes: Uint8Array }): Promise<HostedVideo>;
  deleteFile(businessId: number, fileId: string): Promise<void>;
}

/** The video host answered an error (the v3 call answers 502 VIDEO_HOST_FAILED). */
export class VideoHostError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "VideoHostError";
  }
}

/** Header carrying the shared key the video host checks. */
export const VIDEO_HOST_KEY_HEADER = "x-video-host-key";

/** The key a server and its local video host share: PORTICO_VIDEO_HOST_KEY, else derived from the storage secret. */
export function videoHostKey(storageSecret: string): string {
  return process.env.PORTICO_VIDEO_HOST_KEY ?? createHmac("sha256", storageSecret).update("video-host").digest("hex");
}

// A multipart/form-data body built by hand: the platform's FormData and Blob may be a DOM's in tests.
function multipart(
  fields: Record<string, string>,
  file: { name: string; fileName: string; type: string; bytes: Uint8Array },
): { body: Buffer; contentType: string } {
  const boundary = `----portico${randomBytes(12).toString("hex")}`;
  const quote = (s: string) => s.replace(/["\r\n]/g, "_");
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${quote(file.fileName)}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * The HTTP client of a video host at `baseUrl()` (PORTICO_VIDEO_HOST_URL, else the reference server's own
 * `/video-host`).
 * @example
 * const host = createHttpVideoHost(() => "http://127.0.0.1:8080/video-host", key);
 * await host.queryVideos(1);
 */
export function createHttpVideoHost(baseUrl: () => string, key: string): VideoHostProvider {
  const call = async <T>(method: string, path: string, body?: Buffer, contentType?: string): Promise<T> => {
    let res: Response;
    try {
      // Plain fetch on purpose: the base URL is the operator's setting (PORTICO_VIDEO_HOST_URL), not user input;
      // user-given URLs go through guards/outbound.ts.
      res = await fetch(`${baseUrl().replace(/\/$/, "")}/${path}`, {
        method,
        headers: { [VIDEO_HOST_KEY_HEADER]: key, ...(contentType ? { "content-type": contentType } : {}) },
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
    } catch (err) {
      throw new VideoHostError(502, `video host unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new VideoHostError(res.status, text.slice(0, 300) || res.statusText);
    return JSON.parse(text) as T;
  };
  return {
    queryVideos: (biz) => call<HostedVideo[]>("GET", `queryVideos/${biz}`),
    uploadVideo: ({ businessId, fileName, type, bytes }) => {
      const { body, contentType } = multipart(
        { businessId: String(businessId), fileName },
        { name: "uploadVideo", fileName, type, bytes },
      );
      return call<HostedVideo>("POST", "uploadServer", body, contentType);
    },
    deleteFile: async (biz, fileId) => {
      await call("DELETE", `deleteFile/${biz}/${encodeURIComponent(fileId)}`);
    },
  };
}
