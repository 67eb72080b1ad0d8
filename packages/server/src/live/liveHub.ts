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

interface Conn {
  socket: WebSocket;
  caller: Caller;
}

/**
 * Keeps the open live-events sockets of this server instance and routes messages to them.
 * One instance only: fan-out between several server instances will go through PostgreSQL
 * LISTEN/NOTIFY (a later issue), each instance then calling `deliver` for its own sockets.
 */
export class LiveHub {
  private conns = new Set<Conn>();
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

  /**
   * Sends a message to every open socket in scope; resolves to how many sockets got it.
   * @example await hub.publish({ businessId: 7 }, { method: "event", params: { type: "iNodeOnline", businessId: 7 } })
   */
  async publish(scope: LiveScope, message: LiveMessage): Promise<number> {
    const users = "userId" in scope ? [scope.userId] : await this.businessAudience(scope.businessId);
    return this.deliver(new Set(users), message);
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

  /** Closes the sockets of revoked sessions (sign-out, password reset) with code 4401. */
  closeSessions(sessionIds: number[]): void {
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
