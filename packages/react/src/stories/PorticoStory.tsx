import { type ArgTypes, action, useLadleContext } from "@ladle/react";
import { createPorticoClient, signIn } from "@portico/sdk";
import { type ReactNode, useEffect, useState } from "react";
import { LOCALES, type Locale } from "../i18n/detectLocale";
import { PorticoProvider } from "../provider/PorticoProvider";

/**
 * The API the stories talk to: `VITE_PORTICO_API`, else the page's own origin, which ladle's dev server proxies
 * to the `npm start` server (ladle.vite.config.mjs), so no CORS is needed.
 */
export const STORY_API =
  (import.meta as unknown as { env?: Record<string, string | undefined> }).env?.VITE_PORTICO_API ?? "";

/** Every story gets a locale switch in the controls panel. */
export const localeArgTypes: ArgTypes<{ locale: Locale }> = {
  locale: { options: [...LOCALES], control: { type: "inline-radio" }, defaultValue: "en" },
};

/** Props of {@link PorticoStory}. */
export interface PorticoStoryProps {
  locale: Locale;
  /** Force a theme; otherwise Ladle's light/dark switch decides. */
  theme?: "light" | "dark";
  /** Sign in as this seeded account (password `portico-demo`) before rendering, for widgets that need a session. */
  signInAs?: string;
  children: ReactNode;
}

/** Wraps a story in a real provider against the reference server; navigation is logged as a Ladle action. */
export function PorticoStory({ locale, theme, signInAs, children }: PorticoStoryProps) {
  const { globalState } = useLadleContext();
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (!signInAs) return;
    signIn(createPorticoClient({ baseUrl: STORY_API }), { email: signInAs, password: "portico-demo" })
      .then((s) => setToken(s.token))
      .catch((e: unknown) => setFailed(`${STORY_API}: ${String(e)}`));
  }, [signInAs]);
  const dark = (theme ?? globalState.theme) === "dark";
  return (
    <div style={{ padding: 24, minHeight: "100vh", background: dark ? "#0F1115" : "#EEF1F5" }}>
      <PorticoProvider
        baseUrl={STORY_API}
        token={token}
        locale={locale}
        appearance={{ theme: dark ? "dark" : "light" }}
        navigate={action("navigate")}
      >
        {failed ? <p>{failed}</p> : signInAs && !token ? null : children}
      </PorticoProvider>
    </div>
  );
}
