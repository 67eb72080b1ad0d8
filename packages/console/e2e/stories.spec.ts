import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { startTestServer, type TestServer } from "@portico/server/testing";

// An axe check per widget story: the ladle build of @portico/react (made by `npm test` before e2e) served by its
// own reference server, so the stories sign in to real seeded accounts on the same origin.
const build = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "react", "build");
const meta = join(build, "meta.json");

const storyIds: string[] = existsSync(meta)
  ? Object.keys((JSON.parse(readFileSync(meta, "utf8")) as { stories: Record<string, unknown> }).stories)
  : [];

let srv: TestServer;
test.beforeAll(async () => {
  if (!storyIds.length) throw new Error(`No ladle build in ${build}: run the react package's ladle:build first.`);
  // Ladle's runtime evaluates its serialised config: the one build that needs 'unsafe-eval' (a test tool, never served).
  srv = await startTestServer({ staticDir: build, allowScriptEval: true });
});
test.afterAll(async () => {
  await srv?.close();
});

test("every widget story renders without serious accessibility violations", async ({ context }) => {
  test.setTimeout(60_000 + storyIds.length * 3_000);
  const problems: string[] = [];
  const queue = [...storyIds];
  // A few tabs of the one browser share the list: each story waits mostly on its own sign-in and data.
  const worker = async () => {
    const page = await context.newPage();
    for (let id = queue.shift(); id; id = queue.shift()) {
      await page.goto(`${srv.url}/?story=${id}&mode=preview`);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      for (const v of results.violations) {
        if (v.impact === "serious" || v.impact === "critical") {
          problems.push(
            `${id}: ${v.id} at ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`,
          );
        }
      }
    }
    await page.close();
  };
  await Promise.all([worker(), worker(), worker()]);
  expect(problems.sort()).toEqual([]);
});
