import { usePortico } from "@portico/react";
import { type FormEvent, useState } from "react";

/**
 * The partner's own sign-in (its markup, its CSS, its words): it exchanges the e-mail and password for a
 * Portico token through the SDK client the provider already holds, and hands the token to the host.
 */
export function PartnerSignIn({ onToken }: { onToken(token: string): void }) {
  const { client } = usePortico();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { data } = await client.POST("/auth/token", {
        body: {
          grant_type: "password",
          username: String(form.get("email")),
          password: String(form.get("password")),
          client_id: "portico-console",
        },
      });
      onToken(data.access_token);
    } catch {
      setError("That did not work. Check your e-mail and password.");
      setBusy(false);
    }
  };

  return (
    <form className="acme-signin" onSubmit={submit} aria-labelledby="acme-signin-title">
      <h1 id="acme-signin-title">Partner sign-in</h1>
      <p className="acme-lede">Manage the guest WiFi of your Acme properties.</p>
      <label>
        Work e-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p className="acme-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={busy}>
        {busy ? "Signing in…" : "Enter the portal"}
      </button>
    </form>
  );
}
