import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** A POST the test receiver got. */
export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Test-only: a webhook receiver on loopback. A GET answers `validator`; a POST is recorded and answered with the
 * next status of `statuses` (200 once they are used up). `next()` resolves with the next POST.
 */
export async function startWebhookReceiver() {
  const received: ReceivedEvent[] = [];
  const waiting: ((e: ReceivedEvent) => void)[] = [];
  const state = { validator: "", statuses: [] as number[] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "GET") return void res.end(`validator=${state.validator}`);
      const e = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8") };
      received.push(e);
      waiting.shift()?.(e);
      res.statusCode = state.statuses.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    state,
    received,
    /** The next POST received after this call. */
    next: (timeoutMs = 15_000) =>
      new Promise<ReceivedEvent>((resolve, reject) => {
        const t = setTimeout(() => reject(new Error("no webhook POST in time")), timeoutMs);
        waiting.push((e) => {
          clearTimeout(t);
          resolve(e);
        });
      }),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
