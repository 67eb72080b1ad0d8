import fc from "fast-check";

// biome-ignore lint/suspicious/noExplicitAny: JSON schemas of the bundled contract are read loosely.
type Schema = any;

/** A JSON token written as is (numbers JSON.stringify cannot write: 1e400, 2^63 exactly, -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * JSON text of a generated value; {@link RawJson} parts are written verbatim. Strings go through
 * JSON.stringify, which writes a lone surrogate as its `\ud800` escape, as a client would send it.
 * @example toJsonText({ n: new RawJson("1e400") }) // '{"n":1e400}'
 */
export function toJsonText(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${v.map(toJsonText).join(",")}]`;
  if (v && typeof v === "object")
    return `{${Object.entries(v)
      .map(([k, x]) => `${JSON.stringify(k)}:${toJsonText(x)}`)
      .join(",")}}`;
  return JSON.stringify(v) ?? "null";
}

/** What the generators may use besides the schema: ids that exist for the signed-in owner. */
export interface FuzzHints {
  ids: number[];
}

/** Strings no field should accept: NUL, lone surrogates (high, low, reversed pair), other controls. */
const EVIL_PARTS = ["\u0000", "\ud800", "\udfff", "\udc00\ud800", "a\u0000b", "\u0000\ud800"];

/** Numbers out of every column's range, non-integers, and JSON that parses to Infinity. */
export const EVIL_NUMBERS = [
  "1e308",
  "-1e308",
  "1e400",
  "-1e400",
  "9223372036854775808",
  "-9223372036854775809",
  "9223372036854775807",
  "18446744073709551616",
  "9007199254740993",
  "2147483648",
  "-2147483649",
  "4294967296",
  "-1",
  "0",
  "-0",
  "0.5",
  "1.5e0",
  "1e-400",
  "123456789012345678901234567890",
];

const WRONG_TYPES: unknown[] = [null, true, false, [], {}, "", "x", 0, -1, [null], { a: 1 }];

const typesOf = (s: Schema): string[] =>
  Array.isArray(s?.type) ? s.type : typeof s?.type === "string" ? [s.type] : s?.properties ? ["object"] : [];

const deepNesting = (depth: number, open: string, close: string) =>
  new RawJson(`${open.repeat(depth)}1${close.repeat(depth)}`);

/** Plausible, mostly valid values of a schema (examples and enums first), so that handlers are reached. */
export function validArb(schema: Schema, hints: FuzzHints, name = "", depth = 0): fc.Arbitrary<unknown> {
  if (!schema || typeof schema !== "object") return fc.constant({});
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const alts = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(alts)) return fc.oneof(...alts.map((a: Schema) => validArb(a, hints, name, depth)));
  if (Array.isArray(schema.allOf))
    return validArb(Object.assign({}, ...schema.allOf.map((s: Schema) => s)), hints, name, depth);
  const examples: unknown[] = [
    ...(Array.isArray(schema.examples) ? schema.examples : []),
    ...(schema.example !== undefined ? [schema.example] : []),
  ];
  const byType = typesOf(schema).map((t) => validOfType(t, schema, hints, name, depth));
  const typed = byType.length ? fc.oneof(...byType) : fc.constant(null);
  return examples.length ? fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 2 }, typed) : typed;
}

function validOfType(t: string, s: Schema, hints: FuzzHints, name: string, depth: number): fc.Arbitrary<unknown> {
  switch (t) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
    case "number": {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
      const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
      const range = fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
      return /id$/i.test(name) && hints.ids.length ? fc.oneof(fc.constantFrom(...hints.ids), range) : range;
    }
    case "string":
      return validString(s);
    case "array": {
      const item = validArb(s.items ?? {}, hints, name, depth + 1);
      return fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    }
    case "object": {
      if (depth > 6) return fc.constant({});
      const props: Record<string, Schema> = s.properties ?? {};
      const required: string[] = s.required ?? [];
      const shape = Object.fromEntries(
        Object.entries(props).map(([k, p]) => [k, validArb(p, hints, k, depth + 1)] as const),
      );
      return fc.record(shape, { requiredKeys: required.filter((k) => k in props) });
    }
    default:
      return fc.constant(null);
  }
}

function validString(s: Schema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 1e6));
    } catch {
      return fc.string();
    }
  }
  switch (s.format) {
    case "email":
      return fc.emailAddress();
    case "uri":
    case "url":
      return fc.webUrl();
    case "date":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case "date-time":
      return fc
        .date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString());
    case "uuid":
      return fc.uuid();
    case "ipv4":
      return fc.ipV4();
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) });
}

/** A malformed value where `schema` stands: a wrong type, or the bad values of its own type. */
export function evilLeafArb(schema: Schema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const own: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES)];
  if (types.includes("string") || !types.length)
    own.push(
      fc
        .tuple(validString(schema ?? {}), fc.constantFrom(...EVIL_PARTS), fc.nat())
        .map(([v, bad, at]) => v.slice(0, at % (v.length + 1)) + bad + v.slice(at % (v.length + 1))),
    );
  if (types.includes("integer") || types.includes("number") || !types.length)
    own.push(fc.constantFrom(...EVIL_NUMBERS).map((n) => new RawJson(n)));
  if (types.includes("array") || types.includes("object") || !types.length)
    own.push(
      fc.constantFrom(
        deepNesting(3000, "[", "]"),
        deepNesting(300, '{"a":', "}"),
        new RawJson(`[${new Array(50_000).fill("0").join(",")}]`),
        new RawJson(`[${new Array(5_000).fill('"\\u0000"').join(",")}]`),
      ),
    );
  return fc.oneof(...own);
}

/**
 * A value of `schema` with exactly one malformed part (so that one bad field is not hidden behind another):
 * the node itself, or one property / item below it.
 */
export function evilArb(schema: Schema, hints: FuzzHints, depth = 0): fc.Arbitrary<unknown> {
  const here = evilLeafArb(schema);
  if (!schema || typeof schema !== "object" || depth > 6) return here;
  const alts = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(alts)) return fc.oneof(here, ...alts.map((a: Schema) => evilArb(a, hints, depth)));
  const props: Record<string, Schema> = schema.properties ?? {};
  const names = Object.keys(props);
  const below: fc.Arbitrary<unknown>[] = [];
  if (names.length) {
    below.push(
      fc
        .constantFrom(...names)
        .chain((bad) =>
          validArb(schema, hints, "", depth).chain((base) =>
            evilArb(props[bad], hints, depth + 1).map((v) => ({ ...(base as object), [bad]: v })),
          ),
        ),
    );
  }
  if (typesOf(schema).includes("array") && schema.items) {
    below.push(
      fc
        .tuple(
          fc.array(validArb(schema.items, hints, "", depth + 1), { maxLength: 2 }),
          evilArb(schema.items, hints, depth + 1),
        )
        .map(([ok, bad]) => [...ok, bad]),
    );
  }
  return below.length
    ? fc.oneof({ arbitrary: here, weight: 1 }, ...below.map((a) => ({ arbitrary: a, weight: 3 })))
    : here;
}

/** Request bodies that are not JSON at all, JSON that breaks on parsing, or nests beyond any walk. */
export const INVALID_JSON = [
  `${"[".repeat(50_000)}${"]".repeat(50_000)}`,
  `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`,
  "{",
  '{"a":',
  "[1,]",
  "\u0000",
  '{"a":"\u0000"}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  "nul",
  '"\\ud800"',
  "1e400",
  '{"a":1,"a":2}',
  "",
];
