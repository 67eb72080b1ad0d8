import { useMe, usePortico } from "@portico/react";
import { AccountStatusGate, AccountUsers } from "@portico/react/account";
import { BusinessEditor, BusinessSwitcher, resolveBusinessSelection, useBusinesses } from "@portico/react/business";
import { DeviceMap, INodeList } from "@portico/react/devices";
import "@portico/react/styles.css";
import { useState } from "react";
import { PartnerSignIn } from "./PartnerSignIn";
import { session } from "./session";

/** Signed out: the partner's own sign-in; signed in: the partner's own shell with Portico widgets inside. */
export function App() {
  const { client } = usePortico();
  const [signedIn, setSignedIn] = useState(() => session.get() !== null);
  if (!signedIn) {
    return (
      <PartnerSignIn
        onToken={(token) => {
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
  // The partner's button revokes the token on the server first (best effort), then forgets it.
  const revokeAndSignOut = () =>
    client
      .POST("/auth/signout/")
      .catch(() => undefined)
      .finally(signOut);
  return (
    <AccountStatusGate onSignedOut={signOut}>
      <Portal onSignOut={revokeAndSignOut} />
    </AccountStatusGate>
  );
}

type Tab = "properties" | "devices" | "team";
const TAB_NAMES: Record<Tab, string> = { properties: "Properties", devices: "Devices", team: "Team" };

/** The partner's layout: its top bar and tabs, a property rail with Portico's switcher, its own panels. */
function Portal({ onSignOut }: { onSignOut(): void }) {
  const me = useMe();
  const businesses = useBusinesses();
  const [tab, setTab] = useState<Tab>("properties");
  const [chosen, setChosen] = useState(session.business.get);
  const [editing, setEditing] = useState<number | "new" | null>(null);

  const list = businesses.data ?? [];
  const selected = resolveBusinessSelection({ routeBid: chosen ?? 0, cookieBid: null, businesses: list });
  const bid = selected === "none" ? 0 : selected;
  const current = list.find((b) => b.id === bid);
  const choose = (id: number) => {
    session.business.set(id);
    setChosen(id);
  };

  return (
    <div className="acme-shell">
      <header className="acme-topbar">
        <span className="acme-brand">Acme Hotels</span>
        <nav aria-label="Portal">
          {(["properties", "devices", "team"] as const).map((t) => (
            <button key={t} type="button" aria-current={tab === t ? "page" : undefined} onClick={() => setTab(t)}>
              {TAB_NAMES[t]}
            </button>
          ))}
        </nav>
        <span className="acme-user">{me.data?.email}</span>
        <button type="button" onClick={onSignOut}>
          Sign out
        </button>
      </header>

      {tab === "properties" ? (
        <div className="acme-columns">
          <aside className="acme-rail" aria-label="Property">
            <h2>Property</h2>
            {bid ? <BusinessSwitcher businessId={bid} onSwitch={choose} onCreate={() => setEditing("new")} /> : null}
          </aside>
          <main className="acme-main">
            {current ? (
              <section className="acme-panel">
                <h1>{current.profile.name}</h1>
                <p className="acme-lede">
                  Guest WiFi for this property runs on Portico · {current.profile.timeZone}
                  {current.profile.email ? ` · ${current.profile.email}` : ""}
                </p>
                <button type="button" onClick={() => setEditing(bid)}>
                  Edit property
                </button>
              </section>
            ) : (
              <section className="acme-panel">
                <h1>{businesses.isPending ? "Loading your properties…" : "No properties yet"}</h1>
                <button type="button" onClick={() => setEditing("new")}>
                  Add a property
                </button>
              </section>
            )}
          </main>
        </div>
      ) : tab === "devices" ? (
        <main className="acme-main">
          <section className="acme-panel">
            <h1>Hotspots{current ? ` · ${current.profile.name}` : ""}</h1>
            <p className="acme-lede">Where the property's WiFi devices are, and which are online right now.</p>
            {bid ? (
              <>
                {/* The partner keeps its own page: no Portico routes, so opening a device is left to the host. */}
                <DeviceMap businessId={bid} height={420} />
                <INodeList businessId={bid} />
              </>
            ) : null}
          </section>
        </main>
      ) : (
        <main className="acme-main">
          <section className="acme-panel">
            <h1>Team</h1>
            <p className="acme-lede">Who at your company may see or change each property.</p>
            <AccountUsers />
          </section>
        </main>
      )}

      {editing !== null ? (
        <BusinessEditor
          businessId={editing}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSaved={(b) => choose(b.id)}
          onRemoved={() => setChosen(null)}
        />
      ) : null}
    </div>
  );
}
