import { afterAll, beforeAll, describe } from "vitest";
import { bothBackends, type Harness, startHarness } from "../../testkit/harness";
import { describeTenantIsolation, type IsolationRoute } from "../../testkit/tenantIsolation";
import { fakeMp4, pngOf, upload } from "../../testkit/uploads";

const biz = (rest: string) => (ids: { businessId: number }) => `/v3/businesses/${ids.businessId}${rest}`;
// The fixture's uploads have string ids; the isolation kit carries numbers, so keep them by business.
const images = new Map<number, string>();
const videos = new Map<number, string>();

const routes: IsolationRoute[] = [
  { method: "GET", path: biz("/files"), verb: "get" },
  { method: "POST", path: biz("/files"), body: (ids) => ({ fileId: images.get(ids.businessId) }), verb: "post" },
  { method: "DELETE", path: (ids) => biz(`/files/${images.get(ids.businessId)}`)(ids), verb: "delete" },
  {
    method: "POST",
    path: () => "/v3/files/signedurl",
    body: (ids) => ({ businessId: ids.businessId, filename: "a.png", type: "image/png" }),
    verb: "post",
  },
  { method: "GET", path: biz("/pic/?keywords=coffee"), verb: "get" },
  { method: "POST", path: biz("/pic/coffee-1/copy"), verb: "post" },
  { method: "GET", path: biz("/videos"), verb: "get" },
  { method: "DELETE", path: (ids) => biz(`/videos/${videos.get(ids.businessId)}`)(ids), verb: "delete" },
];

describe.each(bothBackends)("uploads and media tenant isolation on %s", (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(() => h?.close());

  describeTenantIsolation({
    harness: () => h,
    routes,
    setup: async ({ h, ownerToken, businessId }) => {
      const img = await upload(h, ownerToken, businessId, await pngOf(16, 16));
      images.set(businessId, img.put.body.fileId);
      const vid = await upload(h, ownerToken, businessId, fakeMp4(), "video/mp4");
      videos.set(businessId, vid.put.body.fileId);
      return {};
    },
  });
});
