import { Parser } from "expr-eval-fork";

/**
 * Booking price formulas (specification part 2, booking config `formulas`; part 9's default price formula).
 *
 * A formula is `{ name, derivation, result }`: `derivation` is an arithmetic expression over the booking's price
 * fields, the guest's choice and the formulas before it; the one flagged `result` is the price. Expressions are
 * parsed and interpreted by expr-eval-fork (no `eval`/`Function`, no member access, no assignment, no function
 * definitions, a short whitelist of functions), every name must be a known variable, the input is capped at
 * {@link FORMULA_MAX_LENGTH} characters and a result must be a finite number. Server and editor share this file.
 */

/** One formula of a booking config. */
export interface BookingFormula {
  name: string;
  derivation: string;
  result?: boolean;
}

/** The price part of a booking config (every field optional; missing counts as 0). */
export interface BookingPriceFields {
  unitPrice?: number;
  priceMarkup?: number;
  shipmentPrice?: number;
  shipmentAmount?: number;
  discountPercent?: number;
  discountAmount?: number;
}

/** What the guest chose: units, dates (epoch seconds) and the chosen pickup and return methods' prices. */
export interface BookingChoice {
  amount: number;
  startTs: number;
  endTs: number;
  pickupPrice?: number;
  returnPrice?: number;
}

/** The longest derivation accepted (characters). */
export const FORMULA_MAX_LENGTH = 500;
/** The most formulas a booking config holds. */
export const FORMULA_MAX_COUNT = 20;
/** Formula names: identifiers that do not shadow a variable. */
export const FORMULA_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** Variables every derivation may read (formula names add to these, in order). */
export const FORMULA_VARIABLES = [
  "unitPrice",
  "markup",
  "shipmentPrice",
  "shipmentAmount",
  "discountPercent",
  "discountAmount",
  "amount",
  "startTs",
  "endTs",
  "pickupPrice",
  "returnPrice",
] as const;

/** Functions a derivation may call. */
export const FORMULA_FUNCTIONS = ["min", "max", "round", "floor", "ceil", "abs"] as const;

/** The default price formula of part 9, written over the `days` and `shipment` formulas. */
export const DEFAULT_TOTAL_DERIVATION =
  "(markup + unitPrice * (days + 1)) * amount * (100 - discountPercent) * 0.01 - discountAmount + shipment";

/** The default formulas: days (nights between the dates), shipment (pickup + return prices), total (the result). */
export const DEFAULT_BOOKING_FORMULAS: readonly BookingFormula[] = [
  { name: "days", derivation: "max(0, floor((endTs - startTs) / 86400))", result: false },
  { name: "shipment", derivation: "pickupPrice + returnPrice", result: false },
  { name: "total", derivation: DEFAULT_TOTAL_DERIVATION, result: true },
];

/** Why a formula was refused. */
export type FormulaProblem =
  | "empty"
  | "tooLong"
  | "syntax"
  | "unknownName"
  | "notFinite"
  | "badName"
  | "duplicateName"
  | "noResult";

/** A formula check's answer: ok, or the formula index (-1 for the set) and its problem (and the unknown name). */
export type FormulaCheck = { ok: true } | { ok: false; index: number; problem: FormulaProblem; name?: string };

/** The evaluation's answer: the price and every formula's value, or the first problem. */
export type BookingPriceResult =
  | { ok: true; total: number; values: Record<string, number> }
  | { ok: false; index: number; problem: FormulaProblem; name?: string };

type Compiled = ReturnType<Parser["parse"]>;

function makeParser(): Parser {
  const p = new Parser({
    allowMemberAccess: false,
    operators: {
      assignment: false,
      fndef: false,
      concatenate: false,
      in: false,
      factorial: false,
      random: false,
      length: false,
    },
  });
  // Only a whitelist of functions: the library's array helpers (map, fold, filter, join, if) are dropped.
  const all = p.functions as Record<string, unknown>;
  p.functions = Object.fromEntries(
    FORMULA_FUNCTIONS.filter((f) => f in all || f in Math).map((f) => [f, all[f] ?? Math[f]]),
  );
  return p;
}

// Built on first use, so that bundles which only take the config constants leave the library out.
let parserInstance: Parser | undefined;
const parser = {
  parse(text: string) {
    parserInstance ??= makeParser();
    return parserInstance.parse(text);
  },
};

const allowed = new Set<string>([...FORMULA_FUNCTIONS]);

/** Money: two decimals, float noise removed. */
export const roundMoney = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

function compile(
  derivation: string,
  known: ReadonlySet<string>,
): { ok: true; expr: Compiled } | { ok: false; problem: FormulaProblem; name?: string } {
  if (typeof derivation !== "string" || !derivation.trim()) return { ok: false, problem: "empty" };
  if (derivation.length > FORMULA_MAX_LENGTH) return { ok: false, problem: "tooLong" };
  let expr: Compiled;
  try {
    expr = parser.parse(derivation);
  } catch {
    return { ok: false, problem: "syntax" };
  }
  let names: string[];
  try {
    names = expr.symbols({ withMembers: true });
  } catch {
    return { ok: false, problem: "syntax" };
  }
  for (const n of names) if (!known.has(n) && !allowed.has(n)) return { ok: false, problem: "unknownName", name: n };
  return { ok: true, expr };
}

function run(expr: Compiled, values: Record<string, number>): number | undefined {
  let v: unknown;
  try {
    // A null-prototype scope: no inherited names can be reached even if one slipped through the name check.
    v = expr.evaluate(Object.assign(Object.create(null) as Record<string, number>, values));
  } catch {
    return undefined;
  }
  return typeof v === "number" && Number.isFinite(v) ? v : undefined;
}

/**
 * Checks a set of formulas without evaluating a booking: names (identifiers, unique, not a variable), each
 * derivation (length, syntax, only known names: the variables, the formulas before it, the whitelisted
 * functions), and exactly one result formula. `extra` adds names (a coupon's derivation reads `total`).
 * @example checkFormulas(DEFAULT_BOOKING_FORMULAS) // { ok: true }
 */
export function checkFormulas(formulas: readonly BookingFormula[], extra: readonly string[] = []): FormulaCheck {
  if (formulas.length > FORMULA_MAX_COUNT) return { ok: false, index: -1, problem: "tooLong" };
  const known = new Set<string>([...FORMULA_VARIABLES, ...extra]);
  for (const [index, f] of formulas.entries()) {
    const c = compile(f.derivation, known);
    if (!c.ok) return { ok: false, index, problem: c.problem, ...(c.name ? { name: c.name } : {}) };
    if (!FORMULA_NAME_PATTERN.test(f.name) || allowed.has(f.name)) return { ok: false, index, problem: "badName" };
    if (known.has(f.name)) return { ok: false, index, problem: "duplicateName" };
    known.add(f.name);
  }
  if (formulas.filter((f) => f.result).length !== 1) return { ok: false, index: -1, problem: "noResult" };
  return { ok: true };
}

/** Checks one coupon derivation (it reads `total` and the variables). */
export function checkCouponDerivation(derivation: string): FormulaCheck {
  const c = compile(derivation, new Set<string>([...FORMULA_VARIABLES, "total"]));
  return c.ok ? { ok: true } : { ok: false, index: 0, problem: c.problem, ...(c.name ? { name: c.name } : {}) };
}

/** The variables a price is computed from (missing numbers count as 0). */
export function formulaVariables(price: BookingPriceFields, choice: BookingChoice): Record<string, number> {
  const n = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
  return {
    unitPrice: n(price.unitPrice),
    markup: n(price.priceMarkup),
    shipmentPrice: n(price.shipmentPrice),
    shipmentAmount: n(price.shipmentAmount),
    discountPercent: n(price.discountPercent),
    discountAmount: n(price.discountAmount),
    amount: n(choice.amount),
    startTs: n(choice.startTs),
    endTs: n(choice.endTs),
    pickupPrice: n(choice.pickupPrice),
    returnPrice: n(choice.returnPrice),
  };
}

/**
 * Computes a booking's price: each formula in order (its value becomes a name for the next ones), the one flagged
 * `result` is the total; then the coupon's derivation (over `total`) if any. The total is money (two decimals) and
 * never below 0. No formulas (or an empty list) means {@link DEFAULT_BOOKING_FORMULAS}.
 * @example evaluateBookingPrice({ price: { unitPrice: 100 }, choice: { amount: 2, startTs: 0, endTs: 86400 } })
 * // { ok: true, total: 400, values: { days: 1, shipment: 0, total: 400 } }
 */
export function evaluateBookingPrice(input: {
  price: BookingPriceFields;
  choice: BookingChoice;
  formulas?: readonly BookingFormula[] | null;
  couponDerivation?: string | null;
}): BookingPriceResult {
  const formulas = input.formulas?.length ? input.formulas : DEFAULT_BOOKING_FORMULAS;
  const check = checkFormulas(formulas);
  if (!check.ok) return check;
  const scope = formulaVariables(input.price, input.choice);
  const known = new Set(Object.keys(scope));
  const values: Record<string, number> = {};
  let total = 0;
  for (const [index, f] of formulas.entries()) {
    const c = compile(f.derivation, known);
    if (!c.ok) return { ok: false, index, problem: c.problem };
    const v = run(c.expr, scope);
    if (v === undefined) return { ok: false, index, problem: "notFinite" };
    scope[f.name] = v;
    values[f.name] = v;
    known.add(f.name);
    if (f.result) total = v;
  }
  if (input.couponDerivation?.trim()) {
    const c = compile(input.couponDerivation, new Set([...known, "total"]));
    if (!c.ok) return { ok: false, index: formulas.length, problem: c.problem };
    const v = run(c.expr, { ...scope, total });
    if (v === undefined) return { ok: false, index: formulas.length, problem: "notFinite" };
    total = v;
  }
  return { ok: true, total: Math.max(0, roundMoney(total)), values };
}
