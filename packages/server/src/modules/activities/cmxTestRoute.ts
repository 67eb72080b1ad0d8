import type { PorticoServer } from "../../server";

/** What the test CMX endpoint answers; tests set it. */
export const cmxAnswer = { body: "" };

/**
 * Test-only: adds GET /test/cmx (answers `cmxAnswer.body`) for the CMX validation tests, and
 * GET /test/cmx-public/redirect, a stand-in public host that redirects to /test/cmx.
 */
export function addCmxTestRoute(s: PorticoServer): void {
  s.app.get("/test/cmx", async () => cmxAnswer.body);
  s.app.get("/test/cmx-public/redirect", async (_req, reply) => reply.redirect("/test/cmx", 302));
}
