import { expect, type Page } from "@playwright/test";
import { signInUi, tokenCookie } from "./helpers";
import { CAFE } from "./routeWalk";

/** Signs the demo owner in and returns a seeded visitor of the café's last 7 days who left an e-mail. */
export async function signInWithSeededVisitor(page: Page): Promise<{ email: string; name: string }> {
  await signInUi(page, "demo@portico.dev", "portico-demo");
  await expect(page).toHaveURL(/\/businesses\/\d+\//);
  const token = await tokenCookie(page);
  const found = await (
    await page.request.post(`/v3/businesses/${CAFE}/visitors/search`, {
      headers: { authorization: `Bearer ${token}` },
      data: { query: "email:@example.com", limit: 1 },
    })
  ).json();
  return found.hits[0] as { email: string; name: string };
}
