import { systemAt } from "./apReports";
import { hash32 } from "./prng";

/** What the simulated device knows about itself when it answers a debug command. */
export interface DeviceShell {
  cuid: string;
  hostName: string;
  mac: string;
  wanIp: string | null;
  lanIp: string;
  now: number;
  uptime: number;
  loadAvg: [number, number, number];
  memK: { total: number; used: number; free: number };
  firmware: { jffs2: string | null; kernel: string | null };
}

/** The shell facts of a simulated device answering a debug command (its id, addresses and uptime). */
export function simulatedShell(
  d: { cuid: string; ac: string; wanIp: string | null; uptime: number },
  now: number,
): DeviceShell {
  const { memK, loadAvg } = systemAt(d.cuid, now);
  return {
    cuid: d.cuid,
    hostName: `iNode-${d.ac.slice(-4)}`,
    mac: d.ac.match(/../g)!.join(":"),
    wanIp: d.wanIp,
    lanIp: "172.18.1.1",
    now,
    uptime: d.uptime,
    loadAvg: loadAvg as DeviceShell["loadAvg"],
    memK,
    firmware: { jffs2: null, kernel: null },
  };
}

const hhmmss = (t: number) => new Date(t * 1000).toISOString().slice(11, 19);
const upText = (s: number) => {
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${d ? `${d} day${d === 1 ? "" : "s"}, ` : ""}${h}:${String(m).padStart(2, "0")}`;
};

/**
 * Answers a shell command as a small OpenWrt-like device would: uptime, ifconfig, ping, free, date, uname,
 * echo, cat /proc/meminfo, help; anything else is "not found" (exit 127). Deterministic for a device and time.
 * @example runDebugCommand(shell, "uptime").output
 */
export function runDebugCommand(d: DeviceShell, command: string): { output: string; exitCode: number } {
  const [cmd = "", ...args] = command.trim().split(/\s+/);
  const load = d.loadAvg.map((x) => x.toFixed(2)).join(", ");
  switch (cmd) {
    case "uptime":
      return { output: ` ${hhmmss(d.now)} up ${upText(d.uptime)},  load average: ${load}`, exitCode: 0 };
    case "date":
      return { output: new Date(d.now * 1000).toUTCString(), exitCode: 0 };
    case "uname":
      return { output: `Linux ${d.hostName} ${d.firmware.kernel ?? "5.4.0"} #1 SMP mips GNU/Linux`, exitCode: 0 };
    case "echo":
      return { output: args.join(" "), exitCode: 0 };
    case "free":
      return {
        output: `              total        used        free\nMem:   ${String(d.memK.total).padStart(12)}${String(d.memK.used).padStart(12)}${String(d.memK.free).padStart(12)}`,
        exitCode: 0,
      };
    case "cat":
      if (args[0] === "/proc/meminfo")
        return { output: `MemTotal: ${d.memK.total} kB\nMemFree: ${d.memK.free} kB`, exitCode: 0 };
      if (args[0] === "/etc/version") return { output: d.firmware.jffs2 ?? "unknown", exitCode: 0 };
      return { output: `cat: can't open '${args[0] ?? ""}': No such file or directory`, exitCode: 1 };
    case "ifconfig":
      return {
        output: [
          `br-lan    Link encap:Ethernet  HWaddr ${d.mac}\n          inet addr:${d.lanIp}  Mask:255.255.255.0`,
          `eth0      Link encap:Ethernet  HWaddr ${d.mac}\n          inet addr:${d.wanIp ?? "0.0.0.0"}`,
        ].join("\n\n"),
        exitCode: 0,
      };
    case "ping": {
      const host = args.filter((a) => !a.startsWith("-")).pop();
      if (!host) return { output: "BusyBox ping: usage: ping [-c COUNT] HOST", exitCode: 1 };
      const base = 5 + (hash32(`${d.cuid}/${host}`) % 40);
      const lines = [0, 1, 2, 3].map(
        (i) => `64 bytes from ${host}: seq=${i} ttl=57 time=${(base + i * 0.4).toFixed(3)} ms`,
      );
      return {
        output: `PING ${host}: 56 data bytes\n${lines.join("\n")}\n\n--- ${host} ping statistics ---\n4 packets transmitted, 4 packets received, 0% packet loss`,
        exitCode: 0,
      };
    }
    case "help":
      return { output: "Built-in commands: cat date echo free help ifconfig ping uname uptime", exitCode: 0 };
    default:
      return { output: `sh: ${cmd}: not found`, exitCode: 127 };
  }
}
