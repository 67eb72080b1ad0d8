import { type RouteDef, routeTable } from "./routeTable";

/** A route of the table matched against a path, with its parameters. */
export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

interface Segment {
  literal?: string;
  param?: string;
  allowed?: readonly string[];
}

const cache = new Map<string, Segment[]>();

function compile(pattern: string): Segment[] {
  const hit = cache.get(pattern);
  if (hit) return hit;
  const segments = splitPath(pattern).map((part): Segment => {
    const m = /^:(\w+)(?:\(([^)]+)\))?$/.exec(part);
    if (!m) return { literal: part };
    return { param: m[1], allowed: m[2]?.split("|") };
  });
  cache.set(pattern, segments);
  return segments;
}

/** Non-empty path segments, URI-decoded. */
export function splitPath(path: string): string[] {
  return path
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** Matches one pattern; returns its parameters or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = compile(pattern);
  const got = splitPath(path);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.literal !== undefined) {
      if (w.literal !== g) return null;
    } else if (w.param) {
      if (w.allowed && !w.allowed.includes(g)) return null;
      params[w.param] = g;
    }
  }
  return params;
}

/** Literal segments count most, then value-limited parameters: /air2/:pid/new beats /air2/:pid/:cid. */
function specificity(pattern: string): number {
  return compile(pattern).reduce((n, s) => n + (s.literal !== undefined ? 100 : s.allowed ? 10 : 0), 0);
}

/** The most specific route of the table that matches the path, or null. */
export function matchRoute(path: string, table: readonly RouteDef[] = routeTable): RouteMatch | null {
  let best: RouteMatch | null = null;
  let bestScore = -1;
  for (const route of table) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    const score = specificity(route.path);
    if (score > bestScore) {
      best = { route, params };
      bestScore = score;
    }
  }
  return best;
}

/** Fills a pattern's parameters; a value-limited parameter without a value takes its first allowed value. */
export function buildPath(pattern: string, params: Record<string, string | number>): string {
  return `/${compile(pattern)
    .map((s) => {
      if (s.literal !== undefined) return s.literal;
      const v = s.param ? params[s.param] : undefined;
      if (v !== undefined) return encodeURIComponent(String(v));
      if (s.allowed?.[0]) return s.allowed[0];
      throw new Error(`buildPath: missing parameter ${s.param} for ${pattern}`);
    })
    .join("/")}`;
}
