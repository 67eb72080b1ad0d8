/** The binding progress dialog fills 0 to 100 over 90 seconds (part 1 section 4). */
export const BINDING_PROGRESS_MS = 90_000;
/** After binding, the wizard goes to the group list 3 seconds later (section 9: post-setup redirect). */
export const POST_SETUP_REDIRECT_MS = 3_000;

/**
 * Percent shown by the binding progress dialog: time-driven up to 100 over 90 s, and 100 at once when the
 * device really reports in (configured and online), so a fast binding does not make the user wait.
 *
 * @example
 * bindingProgress(45_000, false); // 50
 * bindingProgress(1_000, true); // 100
 */
export function bindingProgress(elapsedMs: number, deviceReady: boolean): number {
  if (deviceReady) return 100;
  return Math.max(0, Math.min(100, Math.floor((elapsedMs / BINDING_PROGRESS_MS) * 100)));
}
