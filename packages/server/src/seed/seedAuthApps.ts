import type { Db } from "../db/db";
import { insertAuthApp } from "../modules/authapps/authApps";
import { type DemoIds, demoBusinessId } from "./demoIds";

/** The demo café's authentication app: an OAuth2 app against the server's own local provider (/dev/oauth2). */
export const DEMO_AUTH_APP_NAME = "Harbour ID (local test provider)";

/**
 * Adds the café's demo authentication app (seed step 'authApps', once per database). Its URLs point at `npm start`'s origin
 * (PORTICO_PUBLIC_URL, else http://localhost:PORT), where the development server offers /dev/oauth2.
 * @returns what it added, for the start-up log.
 */
export async function seedAuthApps(db: Db, ids: DemoIds): Promise<string[]> {
  const id = await demoBusinessId(db, ids, "cafe");
  if (id === null) return [];
  const b = { id };
  const origin = (process.env.PORTICO_PUBLIC_URL || `http://localhost:${Number(process.env.PORT) || 8080}`).replace(
    /\/$/,
    "",
  );
  await insertAuthApp(
    db,
    b.id,
    {
      name: DEMO_AUTH_APP_NAME,
      provider: "oauth2",
      config: {
        clientId: "portico-demo",
        clientSecret: "portico-demo-secret",
        authorizeUrl: `${origin}/dev/oauth2/authorize`,
        tokenUrl: `${origin}/dev/oauth2/token`,
        userInfoUrl: `${origin}/dev/oauth2/userinfo`,
        caption: "Sign in with Harbour ID",
        buttonColor: "#0f766e",
      },
    },
    1_795_000_500,
  );
  return [`authentication app ${DEMO_AUTH_APP_NAME}`];
}
