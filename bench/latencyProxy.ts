// A TCP proxy that delays every chunk by `oneWayMs` in each direction: the CLI talking to a hosted server
// (a round trip of 2 × oneWayMs) instead of one on loopback. Equal delays keep each direction in order.
import { connect, createServer, type Socket } from "node:net";

/** Starts the proxy on a free loopback port; resolves to its URL (same scheme and path as `target`) and close(). */
export async function startLatencyProxy(target: string, oneWayMs: number) {
  const t = new URL(target);
  const sockets = new Set<Socket>();
  const pipe = (from: Socket, to: Socket) => {
    from.on("data", (chunk) => setTimeout(() => to.writable && to.write(chunk), oneWayMs));
    from.on("end", () => setTimeout(() => to.end(), oneWayMs));
    from.on("error", () => to.destroy());
  };
  const server = createServer((client) => {
    const upstream = connect(Number(t.port), t.hostname);
    client.setNoDelay(true);
    upstream.setNoDelay(true);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
    }
    pipe(client, upstream);
    pipe(upstream, client);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as { port: number };
  return {
    url: `${t.protocol}//127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
