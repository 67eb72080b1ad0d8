import { useMe } from "@portico/react";
import { AccountStatusGate, SignIn } from "@portico/react/account";
import "@portico/react/styles.css";
import { useState } from "react";
import { session } from "./session";

/** Signed out: Portico's SignIn; signed in: the partner's own page, guarded by AccountStatusGate. */
export function App() {
  const [signedIn, setSignedIn] = useState(() => session.get() !== null);
  if (!signedIn) {
    return (
      <SignIn
        onSignedIn={({ token }) => {
          session.set(token);
          setSignedIn(true);
        }}
      />
    );
  }
  const signOut = () => {
    session.clear();
    setSignedIn(false);
  };
  return (
    <AccountStatusGate onSignedOut={signOut}>
      <Welcome onSignOut={signOut} />
    </AccountStatusGate>
  );
}

function Welcome({ onSignOut }: { onSignOut(): void }) {
  const me = useMe();
  return (
    <section>
      <h1>Welcome back{me.data?.name ? `, ${me.data.name}` : ""}</h1>
      <p>Your hotspots are managed by Portico. Signed in as {me.data?.email ?? "…"}.</p>
      <button type="button" onClick={onSignOut}>
        Leave the portal
      </button>
    </section>
  );
}
