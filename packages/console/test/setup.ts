import { configure } from "@testing-library/react";
import { WebSocket as NodeWebSocket } from "ws";

// The shell's first render loads lazy routes and asks the in-process reference server; on a busy two-core CI machine
// that can take more than testing-library's default 1 s, so `waitFor`/`findBy*` wait up to 5 s (a pass is as fast).
configure({ asyncUtilTimeout: 5000 });

// jsdom's global WebSocket is Node's undici one, whose events jsdom's EventTarget refuses; `ws` works in both (the
// landing dashboard follows live events).
(globalThis as { WebSocket?: unknown }).WebSocket = NodeWebSocket;
