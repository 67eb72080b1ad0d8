import { createPorticoClient, signIn } from "@portico/sdk";
import { startTestServer, type TestServer } from "@portico/server/testing";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithPortico } from "../../../test/renderWithPortico";
import type { NetworkConfig, NetworkDetail } from "../../data/networkConfigTypes";
import { createI18n } from "../../i18n/createI18n";
import { RoamingChannelSelect } from "../../ui/roaming/RoamingChannelSelect";
import { NetworkConfigEditor } from "./NetworkConfigEditor";
import { NetworkConfigList } from "./NetworkConfigList";
import { validateDetail } from "./validateDetail";

let srv: TestServer;
let token: string;
beforeAll(async () => {
  srv = await startTestServer();
  token = (
    await signIn(createPorticoClient({ baseUrl: srv.url }), { email: "demo@portico.dev", password: "portico-demo" })
  ).token;
});
afterAll(() => srv?.close());

const api = async <T,>(path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${srv.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
  });
  const body = await res.json();
  return (body.result ?? body) as T;
};
const templates = () => api<NetworkConfig[]>("/v3/businesses/1/network-configs");
const opts = () => ({ baseUrl: srv.url, token });

describe("NetworkConfigList and NetworkConfigEditor against the reference server", () => {
  it("adds a template, refuses an invalid netmask with the rule's message keeping what was typed, then saves", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithPortico(<NetworkConfigList businessId={1} />, opts());
    await user.click(await screen.findByRole("button", { name: "Add network configuration" }));
    const add = await screen.findByRole("dialog", { name: "Add network configuration" });
    await user.type(within(add).getByLabelText("Configuration name"), "Lobby");
    await user.click(within(add).getByRole("button", { name: "Create" }));

    const editor = await screen.findByRole("dialog", { name: "Network configuration: Lobby" });
    await user.click(await within(editor).findByRole("tab", { name: "DNS" }));
    const dns1 = within(editor).getByLabelText("DNS server 1");
    expect((dns1 as HTMLInputElement).value).toBe("8.8.8.8");
    await user.clear(dns1);
    await user.type(dns1, "1.1.1.1");

    await user.click(within(editor).getByRole("tab", { name: "LAN" }));
    const lan1 = within(editor).getByRole("group", { name: "LAN port lan1" });
    const mask = within(lan1).getByLabelText("Netmask") as HTMLInputElement;
    expect(mask.value).toBe("255.255.255.0");
    await user.clear(mask);
    await user.type(mask, "255.0.255.0");
    await user.tab();
    expect(within(lan1).getByText("Enter a valid netmask such as 255.255.255.0.")).toBeTruthy();

    await user.click(within(editor).getByRole("button", { name: "Save" }));
    expect(await within(editor).findByText("Invalid Form Field Detected!")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(mask));
    expect(within(editor).getByRole("tab", { name: /^LAN\s*\(Fields to correct: 1\)$/ })).toBeTruthy();
    // Nothing was sent and nothing typed is lost.
    expect((await templates()).find((c) => c.name === "Lobby")?.detail.network?.lan?.[0]?.netmask).toBe(
      "255.255.255.0",
    );
    await user.click(within(editor).getByRole("tab", { name: "DNS" }));
    expect((within(editor).getByLabelText("DNS server 1") as HTMLInputElement).value).toBe("1.1.1.1");

    await user.click(within(editor).getByRole("tab", { name: /LAN/ }));
    const again = within(within(editor).getByRole("group", { name: "LAN port lan1" })).getByLabelText("Netmask");
    expect((again as HTMLInputElement).value).toBe("255.0.255.0");
    await user.clear(again);
    await user.type(again, "255.255.0.0");
    await user.click(within(editor).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Network configuration/ })).toBeNull());
    const saved = (await templates()).find((c) => c.name === "Lobby")!;
    expect(saved.detail.network?.lan?.[0]?.netmask).toBe("255.255.0.0");
    expect(saved.detail.dns?.servers?.[0]).toBe("1.1.1.1");
  });

  it("shows a server refusal next to its field and keeps the values; WAN mode change and SSID limits follow the rules", async () => {
    const user = userEvent.setup({ delay: null });
    const [lobby] = (await templates()).filter((c) => c.name === "Lobby");
    renderWithPortico(<NetworkConfigEditor businessId={1} target="template" templateId={lobby!.id} />, opts());

    // WAN mode change: VLAN adds VLAN 1 and makes each LAN a VLAN LAN on it.
    await user.selectOptions(await screen.findByLabelText("Connection type"), "vlan");
    expect(
      (within(screen.getByRole("group", { name: "VLAN 1" })).getByLabelText("VLAN ID") as HTMLInputElement).value,
    ).toBe("1");
    await user.click(screen.getByRole("tab", { name: "LAN" }));
    const lan1 = screen.getByRole("group", { name: "LAN port lan1" });
    expect(within(lan1).getByText("Mode: VLAN (follows the WAN connection type)")).toBeTruthy();
    expect((within(lan1).getByLabelText("LAN VLAN ID") as HTMLSelectElement).value).toBe("1");
    await user.click(screen.getByRole("tab", { name: "WAN" }));
    await user.selectOptions(screen.getByLabelText("Connection type"), "static");
    await user.type(screen.getByLabelText("IP address"), "10.0.0.5");
    await user.type(screen.getByLabelText("Netmask"), "255.255.255.0");
    await user.type(screen.getByLabelText("Gateway"), "10.0.0.1");

    // Wi-Fi: 4 SSIDs by default, at most 8; turning one on names it 'SSID-n', off clears it.
    await user.click(screen.getByRole("tab", { name: "Wi-Fi" }));
    const band = screen.getByRole("group", { name: "2.4 GHz" });
    expect(within(band).getByText("4 of at most 8 SSIDs")).toBeTruthy();
    const addSsid = within(band).getByRole("button", { name: "Add SSID (2.4 GHz)" });
    for (let i = 0; i < 4; i++) await user.click(addSsid);
    expect((addSsid as HTMLButtonElement).disabled).toBe(true);
    const ssid3 = within(band).getByRole("group", { name: "SSID 3" });
    await user.click(within(ssid3).getByLabelText("SSID 3 on"));
    expect((within(ssid3).getByLabelText("SSID name") as HTMLInputElement).value).toBe("SSID-3");

    // A probe URL longer than the contract allows: the server refuses it and says so next to the field.
    await user.click(screen.getByRole("tab", { name: "Endpoint probe" }));
    await user.click(screen.getByRole("button", { name: "Add probe URL" }));
    const url = screen.getByLabelText("Probe URL 1");
    await user.click(url);
    await user.paste(`http://probe.example/${"a".repeat(2100)}`);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Some fields are not filled in correctly.")).toBeTruthy();
    await waitFor(() => expect(url.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(url.getAttribute("aria-describedby")!)?.textContent).toMatch(/2048/);
    expect((url as HTMLInputElement).value).toHaveLength(2121);
    await user.click(screen.getByRole("tab", { name: "WAN" }));
    expect((screen.getByLabelText("Gateway") as HTMLInputElement).value).toBe("10.0.0.1");
    expect((await templates()).find((c) => c.id === lobby!.id)?.detail.network?.wan?.[0]?.mode).toBe("dhcp");
  });

  it("duplicates a template with ' Copy' and removes it after 'Do you really want to delete' plus the name", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithPortico(<NetworkConfigList businessId={1} />, opts());
    await user.click(await screen.findByRole("button", { name: "Duplicate Lobby" }));
    const copy = await screen.findByRole("button", { name: "Remove Lobby Copy" });
    expect((await templates()).find((c) => c.name === "Lobby Copy")?.detail.network?.lan?.[0]?.netmask).toBe(
      "255.255.0.0",
    );
    await user.click(copy);
    const ask = await screen.findByRole("alertdialog");
    expect(ask.textContent).toContain("Do you really want to delete Lobby Copy?");
    await user.click(within(ask).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Remove Lobby Copy" })).toBeNull());
    expect((await templates()).map((c) => c.name)).not.toContain("Lobby Copy");
  });

  it("edits a group's and a device's configuration without the parts their saves strip", async () => {
    const user = userEvent.setup({ delay: null });
    const [lobby] = await templates();
    const onSave = vi.fn(async (_d: NetworkDetail) => {});
    const r = renderWithPortico(
      <NetworkConfigEditor businessId={1} target="group" value={lobby!.detail} onSave={onSave} />,
      opts(),
    );
    const tabs = (await screen.findAllByRole("tab")).map((t) => t.textContent);
    expect(tabs).toEqual(["LAN", "Wi-Fi", "Splash pages", "Alarms", "DNS", "DHCP", "Endpoint probe"]);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const group = onSave.mock.calls[0]![0];
    expect(group.network?.wan).toBeUndefined();
    expect(Object.keys(group.network?.lan?.[0] ?? {})).not.toContain("interface");
    r.unmount();

    onSave.mockClear();
    renderWithPortico(
      <NetworkConfigEditor businessId={1} target="device" value={lobby!.detail} onSave={onSave} />,
      opts(),
    );
    expect((await screen.findAllByRole("tab")).map((t) => t.textContent)).toEqual(["WAN", "LAN"]);
    await user.click(screen.getByRole("tab", { name: "LAN" }));
    expect(screen.queryByLabelText("LAN IP address")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const device = onSave.mock.calls[0]![0];
    expect(device.network?.wifi).toBeUndefined();
    expect(device.network?.lan?.[0]).toEqual({ interface: "lan1", mode: "dhcp", vlanId: null });
  });
});

describe("one composition and one catalogue for the widget and the server", () => {
  it("names the same fields with the same keys, and both say the same text in the same language", async () => {
    const detail: NetworkDetail = {
      network: {
        lan: [
          { interface: "lan1", ipaddr: "172.18.1.1", netmask: "255.0.255.0", whiteip: ["ok.example", "bad..host"] },
        ],
        wifi: { "2.4g": { ssid: [{ index: 1, enable: true, name: "Cafe", key_type: "psk2", key: "short" }] } },
      },
      dns: { servers: ["300.1.1.1"] },
    };
    const widget = validateDetail(detail);
    expect(widget.get("network/lan/0/netmask")?.key).toBe("validation.netmask");
    for (const lang of ["en", "ja"] as const) {
      const res = await fetch(`${srv.url}/v3/businesses/1/network-configs`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", cookie: `lang=${lang}` },
        body: JSON.stringify({ name: "Same", detail }),
      });
      const { error } = await res.json();
      const area = (await import(`./i18n/${lang}.ts`)).default as Record<string, string>;
      const t = createI18n(lang, { [lang]: area }).t;
      const widgetTexts = Object.fromEntries([...widget].map(([path, p]) => [`detail/${path}`, t(p.key, p.values)]));
      expect(error.fields).toEqual(widgetTexts);
      expect(Object.values(error.fieldProblems)).toEqual([...widget.values()]);
    }
  });
});

describe("a device's own network configuration", () => {
  it("loads what the device inherits and saves its WAN as the device's own, after the rules pass", async () => {
    const user = userEvent.setup({ delay: null });
    const { inodes } = await api<{ inodes: { cuid: string }[] }>("/v3/businesses/1/inodes");
    const cuid = inodes[0]!.cuid;
    const onSaved = vi.fn();
    renderWithPortico(<NetworkConfigEditor businessId={1} target="device" cuid={cuid} onSaved={onSaved} />, opts());
    await user.selectOptions(await screen.findByLabelText("Connection type"), "static");
    await user.type(screen.getByLabelText("IP address"), "10.0.0.5");
    await user.type(screen.getByLabelText("Netmask"), "255.255.255.300");
    await user.type(screen.getByLabelText("Gateway"), "10.0.0.1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Enter a valid netmask such as 255.255.255.0.")).toBeTruthy();
    const mask = screen.getByLabelText("Netmask");
    await user.clear(mask);
    await user.type(mask, "255.255.255.0");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const stored = await api<{ source: string; detail: NetworkDetail }>(`/v3/inodes/${cuid}/network-config`);
    expect(stored.source).toBe("device");
    expect(stored.detail.network?.wan?.[0]?.static).toEqual({
      ip: "10.0.0.5",
      mask: "255.255.255.0",
      gateway: "10.0.0.1",
    });
    expect(stored.detail.network?.wifi).toBeUndefined();
  });
});

describe("RoamingChannelSelect", () => {
  it("lists CH-01 to CH-03 and 'No roaming', and adds and selects the next 'CH-n'", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    renderWithPortico(<RoamingChannelSelect businessId={1} value={null} onChange={onChange} />, opts());
    const select = (await screen.findByLabelText("Roaming channel")) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    expect([...select.options].map((o) => o.text)).toEqual(["No roaming", "CH-01", "CH-02", "CH-03"]);
    await user.selectOptions(select, "CH-02");
    expect(onChange).toHaveBeenLastCalledWith(Number(select.options[2]!.value));
    await user.click(screen.getByRole("button", { name: "New channel" }));
    await waitFor(() => expect([...select.options].map((o) => o.text)).toContain("CH-04"));
    const ch4 = [...select.options].find((o) => o.text === "CH-04")!;
    expect(onChange).toHaveBeenLastCalledWith(Number(ch4.value));
  });

  it("asks before unsaved changes are left, and the splash-page lists follow added and removed SSIDs", async () => {
    const user = userEvent.setup({ delay: null });
    const made = await api<NetworkConfig>("/v3/businesses/1/network-configs", {
      method: "POST",
      body: JSON.stringify({ name: "Guarded" }),
    });
    renderWithPortico(<NetworkConfigList businessId={1} />, opts());
    await user.click(await screen.findByRole("button", { name: "Edit Guarded" }));
    const editor = await screen.findByRole("dialog", { name: "Network configuration: Guarded" });
    await user.click(await within(editor).findByRole("tab", { name: "Wi-Fi" }));
    const band = within(editor).getByRole("group", { name: "2.4 GHz" });
    await user.click(within(band).getByRole("button", { name: "Add SSID (2.4 GHz)" }));
    await user.click(within(editor).getByRole("tab", { name: "Splash pages" }));
    expect(within(editor).getByRole("group", { name: /^Splash page of SSID 5/ })).toBeTruthy();
    await user.click(within(editor).getByRole("tab", { name: "Wi-Fi" }));
    await user.click(within(editor).getByRole("button", { name: "Remove SSID 5 (2.4 GHz)" }));
    await user.click(within(editor).getByRole("tab", { name: "Splash pages" }));
    expect(within(editor).queryByRole("group", { name: /^Splash page of SSID 5/ })).toBeNull();

    await user.click(within(editor).getByRole("tab", { name: "DNS" }));
    const dns1 = within(editor).getByLabelText("DNS server 1");
    await user.clear(dns1);
    await user.type(dns1, "9.9.9.9");
    // Cancel and the dialog's Close both ask; 'Keep editing' keeps everything typed.
    await user.click(within(editor).getByRole("button", { name: "Cancel" }));
    let ask = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect((within(editor).getByLabelText("DNS server 1") as HTMLInputElement).value).toBe("9.9.9.9");
    await user.click(within(editor).getByRole("button", { name: "Close" }));
    ask = await screen.findByRole("alertdialog", { name: "Unsaved changes" });
    expect(ask.textContent).toContain("You have changes that are not saved. Leave without saving them?");
    await user.click(within(ask).getByRole("button", { name: "Leave without saving" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Network configuration/ })).toBeNull());
    const stored = (await templates()).find((c) => c.id === made.id);
    expect(stored?.detail.dns?.servers?.[0]).not.toBe("9.9.9.9");

    // Unchanged: Close closes at once.
    await user.click(screen.getByRole("button", { name: "Edit Guarded" }));
    const again = await screen.findByRole("dialog", { name: "Network configuration: Guarded" });
    await within(again).findByRole("tab", { name: "WAN" });
    await user.click(within(again).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /Network configuration/ })).toBeNull());
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("shows what a group with an empty configuration inherits from its configuration group", async () => {
    const configs = await api<{ id: number; name: string; network: NetworkDetail["network"] }[]>(
      "/v3/businesses/1/config-groups",
    );
    const config = configs.find((c) => (c.network?.wifi?.["2.4g"]?.ssid?.length ?? 0) > 0)!;
    const group = await api<{ id: number; detail: object }>("/v3/businesses/1/inode-groups", {
      method: "POST",
      body: JSON.stringify({ name: "Inherits", configurationId: config.id }),
    });
    expect(group.detail).toEqual({});
    const bare = await api<{ id: number }>("/v3/businesses/1/inode-groups", {
      method: "POST",
      body: JSON.stringify({ name: "Bare" }),
    });
    const user = userEvent.setup({ delay: null });
    const r = renderWithPortico(<NetworkConfigEditor businessId={1} target="group" groupId={group.id} />, opts());
    expect(await screen.findByText(/it inherits those of its configuration “/)).toBeTruthy();
    expect(screen.getByText(new RegExp(`configuration “${config.name}”`))).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Wi-Fi" }));
    const first = config.network!.wifi!["2.4g"]!.ssid![0]!;
    const band = screen.getByRole("group", { name: "2.4 GHz" });
    const name = within(within(band).getByRole("group", { name: `SSID ${first.index}` })).getByLabelText("SSID name");
    expect((name as HTMLInputElement).value).toBe(first.name ?? "");
    r.unmount();

    renderWithPortico(<NetworkConfigEditor businessId={1} target="group" groupId={bare.id} />, opts());
    expect(await screen.findByText(/no configuration to inherit from/)).toBeTruthy();
  });
});
