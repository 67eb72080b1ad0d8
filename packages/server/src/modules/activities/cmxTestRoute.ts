import type { PorticoServer } from "../../server";

/** What the test CMX endpoint answers; tests set it. */
export const cmxAnswer = { body: "" };

/** Test-only: adds GET /test/cmx (answers `cmxAnswer.body`) for the CMX validation tests. */
export function addCmxTestRoute(s: PorticoServer): void {
  s.app.get("/test/cmx", async () => cmxAnswer.body);
}
