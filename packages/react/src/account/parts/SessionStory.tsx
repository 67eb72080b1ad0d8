import { action, useLadleContext } from "@ladle/react";
import { createPorticoClient, signIn } from "@portico/sdk";
import { type ReactNode, useEffect, useState } from "react";
import type { Locale } from "../../i18n/detectLocale";
import { PorticoProvider } from "../../provider/PorticoProvider";
import { STORY_API } from "../../stories/PorticoStory";

/** Props of {@link SessionStory}. */
export interface SessionStoryProps {
  locale: Locale;
  theme?: "light" | "dark";
  email: string;
  password: string;
  /** Sign in through /auth/subscriber_login. */
  subscriber?: boolean;
  children: ReactNode;
}

/**
 * Like PorticoStory's `signInAs`, but for any seeded credentials, sub-accounts included (staff@portico.dev /
 * portico-staff). Stories only; could become an option of PorticoStory.
 */
export function SessionStory({ locale, theme, email, password, subscriber, children }: SessionStoryProps) {
  const { globalState } = useLadleContext();
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    signIn(createPorticoClient({ baseUrl: STORY_API }), { email, password, subscriber: Boolean(subscriber) })
      .then((s) => setToken(s.token))
      .catch((e: unknown) => setFailed(`${STORY_API}: ${String(e)}`));
  }, [email, password, subscriber]);
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
        {failed ? <p>{failed}</p> : token ? children : null}
      </PorticoProvider>
    </div>
  );
}
