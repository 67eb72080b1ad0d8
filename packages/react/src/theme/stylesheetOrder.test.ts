import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const src = join(__dirname, "..");

function cssModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssModules(join(dir, e.name)) : e.name.endsWith(".css.ts") ? [join(dir, e.name)] : [],
  );
}

describe("stylesheet order", () => {
  // root.css.ts holds the reset against host CSS; it only loses to widget classes when it is emitted first,
  // which holds while every widget stylesheet takes `vars` from it.
  it("every widget stylesheet imports vars from theme/root.css, never from contract.css", () => {
    const offenders = cssModules(src)
      .filter((f) => !relative(src, f).startsWith("theme/"))
      .filter(
        (f) => /contract\.css"/.test(readFileSync(f, "utf8")) || !/theme\/root\.css"/.test(readFileSync(f, "utf8")),
      );
    expect(offenders.map((f) => relative(src, f))).toEqual([]);
  });
});
