import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearCookie } from "../src/provider/cookies";

// Testing Library's auto-cleanup needs vitest globals; without them unmount after every test by hand.
afterEach(() => {
  cleanup();
  for (const c of document.cookie.split(";")) {
    const name = c.split("=")[0]?.trim();
    if (name) clearCookie(name);
  }
});
