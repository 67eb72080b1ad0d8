import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { WebSocket as NodeWebSocket } from "ws";
import { clearCookie } from "../src/provider/cookies";

// Testing Library's auto-cleanup needs vitest globals; without them unmount after every test by hand.
afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]?.trim();
    if (name) clearCookie(name);
  }
});

// jsdom's global WebSocket is Node's undici one, whose events jsdom's EventTarget refuses; `ws` works in both.
(globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
