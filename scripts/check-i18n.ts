// Fails when any i18n catalogue set (a folder holding tw, zh, en, ja, ru) has a key missing in one language,
// an empty text, or a placeholder ({{name}}) that differs between languages; and, for @portico/react's areas,
// an `i18n/index.ts` that bundles another language than English (those load on demand: useAreaMessages).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const LOCALES = ["tw", "zh", "en", "ja", "ru"] as const;
const root = new URL("..", import.meta.url).pathname;

function catalogueDirs(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name === "dist" || e.name.startsWith(".")) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name === "i18n" && LOCALES.every((l) => existsSync(join(p, `${l}.ts`)))) out.push(p);
      else catalogueDirs(p, out);
    }
  }
  return out;
}

function flatten(obj: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flatten(v, key, out);
    else out.set(key, String(v));
  }
  return out;
}

const placeholders = (s: string) =>
  [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(",");

let problems = 0;
let keys = 0;
const report = (msg: string) => {
  problems++;
  console.error(msg);
};
const dirs = catalogueDirs(join(root, "packages"));
for (const dir of dirs) {
  const cats = new Map<string, Map<string, string>>();
  for (const l of LOCALES) {
    const mod = await import(pathToFileURL(join(dir, `${l}.ts`)).href);
    cats.set(l, flatten(mod.default ?? mod[l] ?? mod));
  }
  const index = join(dir, "index.ts");
  if (dir.includes("/packages/react/src/") && dir !== join(root, "packages/react/src/i18n") && existsSync(index)) {
    const src = readFileSync(index, "utf8");
    for (const l of LOCALES.filter((x) => x !== "en")) {
      if (new RegExp(`^import [^;]*from "\\./${l}"`, "m").test(src))
        report(
          `bundled  ${dir.replace(root, "")}/index.ts: ${l} is imported statically (load it with () => import("./${l}"))`,
        );
      else if (!src.includes(`import("./${l}")`))
        report(`missing  ${dir.replace(root, "")}/index.ts: no loader for ${l}`);
    }
  }
  const all = new Set(LOCALES.flatMap((l) => [...cats.get(l)!.keys()]));
  keys += all.size;
  for (const key of all) {
    const en = cats.get("en")!.get(key);
    for (const l of LOCALES) {
      const v = cats.get(l)!.get(key);
      const where = `${dir.replace(root, "")}/${l}.ts: ${key}`;
      if (v === undefined) report(`missing  ${where}`);
      else if (!v.trim()) report(`empty    ${where}`);
      else if (en !== undefined && placeholders(v) !== placeholders(en))
        report(`placeholders differ from en  ${where}`);
    }
  }
}
if (!dirs.length) report("no i18n catalogues found");
console.log(`i18n: ${dirs.length} catalogue sets, ${keys} keys x ${LOCALES.length} languages, ${problems} problems`);
process.exit(problems ? 1 : 0);
