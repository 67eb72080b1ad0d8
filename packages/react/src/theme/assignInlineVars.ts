import type { CSSProperties } from "react";

type Tree = { [key: string]: string | Tree };

/** Strips `var(--x)` / `var(--x, fallback)` to the bare custom property name `--x`. */
function propertyName(cssVar: string): string {
  const m = /^var\((--[^,)]+)/.exec(cssVar);
  return m ? m[1]! : cssVar;
}

/**
 * Maps a theme contract onto values as inline custom properties, like `@vanilla-extract/dynamic`'s helper of
 * the same name (kept local so the package needs no extra runtime dependency).
 */
export function assignInlineVars<T extends object>(contract: T, values: T): CSSProperties {
  const style: Record<string, string> = {};
  const walk = (c: Tree, v: Tree) => {
    for (const key of Object.keys(c)) {
      const cv = c[key]!;
      const vv = v[key];
      if (typeof cv === "string") {
        if (typeof vv === "string") style[propertyName(cv)] = vv;
      } else if (vv && typeof vv === "object") walk(cv, vv);
    }
  };
  walk(contract as unknown as Tree, values as unknown as Tree);
  return style as CSSProperties;
}
