import type { Db } from "../db/db";
import { findUserByEmail } from "../modules/account/users";
import { insertAuthApp } from "../modules/authapps/authApps";
import { DEMO_BUSINESSES } from "./seedBusinesses";

/** The demo café's authentication app: an OAuth2 app against the server's own local provider (/dev/oauth2). */
export const DEMO_AUTH_APP_NAME = "Harbour ID (local test provider)";

/**
 * Adds the café's demo authentication app when missing (by name). Its URLs point at `npm start`'s origin
 * (PORTICO_PUBLIC_URL, else http://localhost:PORT), where the development server offers /dev/oauth2.
 * @returns what it added, for the start-up log.
 */
export async function seedAuthApps(db: Db, ownerEmail: string): Promise<string[]> {
  const owner = await findUserByEmail(db, ownerEmail, "owner");
  if (!owner) return [];
  const [b] = await db.query<{ id: number }>("select id from businesses where owner_id = $1 and name = $2", [
    owner.id,
    DEMO_BUSINESSES.cafe.name,
  ]);
  if (!b) return [];
  if (
    (await db.query("select 1 from auth_apps where business_id = $1 and name = $2", [b.id, DEMO_AUTH_APP_NAME])).length
  )
    return [];
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
