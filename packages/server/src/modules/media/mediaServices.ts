import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { createLocalPictures } from "../../providers/pictures/localPictures";
import type { PictureProvider } from "../../providers/pictures/pictureProvider";
import { createLocalStorage, mediaRootOf, type StorageProvider } from "../../providers/storage/storageProvider";
import { createHttpVideoHost, type VideoHostProvider, videoHostKey } from "../../providers/videoHost/videoHostProvider";

/** The providers behind uploads and media. */
export interface MediaServices {
  storage: StorageProvider;
  pictures: PictureProvider;
  videoHost: VideoHostProvider;
  /** The key the local video host checks. */
  videoHostKey: string;
  /** True when the video host is this server's own `/video-host` (PORTICO_VIDEO_HOST_URL unset). */
  localVideoHost: boolean;
}

/** Options of `registerMediaRoutes`: the data directory, and providers to use instead of the local defaults. */
export interface MediaOptions {
  /** PGlite data directory: media go to `media` inside it (PORTICO_MEDIA_DIR wins); none => a temporary folder. */
  dataDir?: string;
  storage?: StorageProvider;
  pictures?: PictureProvider;
  videoHost?: VideoHostProvider;
  /** Base URL of the video host; default PORTICO_VIDEO_HOST_URL, else this server's `/video-host`. */
  videoHostUrl?: string;
}

/** Makes the media providers: local disk storage, the offline picture set and the video host client. */
export function createMediaServices(app: FastifyInstance, o: MediaOptions): MediaServices {
  const storage = o.storage ?? createLocalStorage({ root: mediaRootOf(o.dataDir) });
  if (!o.storage) app.addHook("onClose", async () => storage.close());
  const key = videoHostKey(storage.secret);
  const configured = o.videoHostUrl ?? process.env.PORTICO_VIDEO_HOST_URL;
  // The local host is this very server: reach it on loopback at the port it listens on.
  const base = () => configured ?? `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/video-host`;
  return {
    storage,
    pictures: o.pictures ?? createLocalPictures(storage),
    videoHost: o.videoHost ?? createHttpVideoHost(base, key),
    videoHostKey: key,
    localVideoHost: !configured,
  };
}
