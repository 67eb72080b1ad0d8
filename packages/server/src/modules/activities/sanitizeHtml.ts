/// <reference path="./jsdom.d.ts" />
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";

// One DOMPurify on one jsdom window for the process: made on first use (jsdom costs ~100 ms to start).
let purify: ReturnType<typeof createDOMPurify> | null = null;

/**
 * Owner HTML (a module's htmlPortal, the terms of service) made safe for guests: scripts, event-handler
 * attributes and javascript: URLs are removed. Sanitised once on save, never per guest.
 * @example sanitizeHtml('<p onclick="x()">Hi<script>alert(1)</script></p>'); // "<p>Hi</p>"
 */
export function sanitizeHtml(html: string): string {
  purify ??= createDOMPurify(new JSDOM("").window as Parameters<typeof createDOMPurify>[0]);
  return purify.sanitize(html);
}

/** Every string inside `value` (objects and arrays walked) sanitised; other values kept. */
export function sanitizeStrings<T>(value: T): T {
  if (typeof value === "string") return sanitizeHtml(value) as T;
  if (Array.isArray(value)) return value.map(sanitizeStrings) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, sanitizeStrings(v)])) as T;
  }
  return value;
}
