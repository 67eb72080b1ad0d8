import type { WebSocket } from "ws";
import type { Caller } from "../modules/account/sessions";

/** One websocket frame (the contract's `LiveMessage`). */
export interface LiveMessage {
  method?: string;
  params: { type: string; businessId?: number; cuid?: string; [key: string]: unknown };
}

/** Who receives a published message: everyone with access to a business, or one user's sockets. */
export type LiveScope = { businessId: number } | { userId: number };

/** Close code for a missing, expired or revoked token (the contract's 4401). */
export const CLOSE_INVALID_TOKEN = 4401;

/** What crosses between server instances: a message for a scope, or sessions whose sockets must close. */
export type LiveEnvelope = { scope: LiveScope; message: LiveMessage } | { closeSessions: number[] };

/** Carries envelopes to the other server instances (PostgreSQL LISTEN/NOTIFY); absent when one process serves all. */
export interface LiveTransport {
  send(envelope: LiveEnvelope): Promise<void>;
}

interface Conn {
  socket: WebSocket;
  caller: Caller;
}

/**
 * Keeps the open live-events sockets of this server instance and routes messages to them. With a transport
 * (several instances on PostgreSQL), what is published here is also sent to the other instances, and what they
 * send arrives through `receive`: each instance delivers to its own sockets with the same audience rules.
 */
export class LiveHub {
  private conns = new Set<Conn>();
  private transport: LiveTransport | undefined;
  // Which user ids may see a business; the business area plugs its access rules in here.
  private businessAudience: (businessId: number) => Promise<number[]> = async () => [];

  /** Adds a socket of a signed-in caller and greets it with `{"params":{"type":"hello"}}`. */
  add(socket: WebSocket, caller: Caller): void {
    const conn = { socket, caller };
    this.conns.add(conn);
    socket.on("close", () => this.conns.delete(conn));
    socket.send(JSON.stringify({ params: { type: "hello" } } satisfies LiveMessage));
  }

  /** Lets the business area say which users may receive a business's messages. */
  setBusinessAudience(fn: (businessId: number) => Promise<number[]>): void {
    this.businessAudience = fn;
  }

  /** Connects this hub to the other instances (see `cluster/liveFanout.ts`). */
  setTransport(transport: LiveTransport | undefined): void {
    this.transport = transport;
  }

  /**
   * Sends a message to every open socket in scope, on every instance; resolves to how many of this instance's
   * sockets got it.
   * @example await hub.publish({ businessId: 7 }, { method: "event", params: { type: "iNodeOnline", businessId: 7 } })
   */
  async publish(scope: LiveScope, message: LiveMessage): Promise<number> {
    const [sent] = await Promise.all([this.publishHere(scope, message), this.send({ scope, message })]);
    return sent;
  }

  /** Delivers what another instance sent (its sockets got it there). */
  async receive(envelope: LiveEnvelope): Promise<void> {
    if ("closeSessions" in envelope) this.closeHere(envelope.closeSessions);
    else await this.publishHere(envelope.scope, envelope.message);
  }

  // This instance's sockets in scope, by the audience rules.
  private async publishHere(scope: LiveScope, message: LiveMessage): Promise<number> {
    const users = "userId" in scope ? [scope.userId] : await this.businessAudience(scope.businessId);
    return this.deliver(new Set(users), message);
  }

  // A failed hand-over to the other instances is logged, not thrown: the change it tells of is committed, and
  // their clients refetch when they reconnect.
  private async send(envelope: LiveEnvelope): Promise<void> {
    await this.transport?.send(envelope).catch((err: unknown) => console.error("live fan-out:", err));
  }

  /** Sends to this instance's sockets of the given users. */
  deliver(userIds: Set<number>, message: LiveMessage): number {
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const c of this.conns) {
      if (userIds.has(c.caller.userId) && c.socket.readyState === c.socket.OPEN) {
        c.socket.send(frame);
        sent++;
      }
    }
    return sent;
  }

  /** Closes the sockets of revoked sessions (sign-out, password reset) with code 4401, on every instance. */
  closeSessions(sessionIds: number[]): void {
    this.closeHere(sessionIds);
    if (sessionIds.length) void this.send({ closeSessions: sessionIds });
  }

  private closeHere(sessionIds: number[]): void {
    const ids = new Set(sessionIds);
    for (const c of this.conns) {
      if (ids.has(c.caller.sessionId)) c.socket.close(CLOSE_INVALID_TOKEN, "session ended");
    }
  }

  /** Number of open sockets (tests and metrics). */
  get size(): number {
    return this.conns.size;
  }

  /** Closes every socket (server shutdown). */
  closeAll(): void {
    for (const c of this.conns) c.socket.close(1001, "server shutting down");
  }
}
