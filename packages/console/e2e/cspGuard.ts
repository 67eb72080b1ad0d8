import { test as base, type ConsoleMessage, expect } from "@playwright/test";

export { expect };

/**
 * Playwright's `test` with one automatic check: a test fails when its page broke the server's
 * Content-Security-Policy (a `securitypolicyviolation` event, or Chromium's "Refused to ..." console error),
 * so a library that starts to need an inline script or a new origin is caught by the flow that uses it.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`),
        );
      });
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() === "error" && /CSP violation|Refused to|Content Security Policy/.test(msg.text()))
          violations.push(msg.text());
      };
      context.on("console", onConsole);
      await use(undefined);
      context.off("console", onConsole);
      expect(violations, "the page broke the Content-Security-Policy").toEqual([]);
    },
    { auto: true },
  ],
});
