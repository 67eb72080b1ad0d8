import { HttpError } from "../../errors";
import type { Air2CampaignRecord, Air2Section, SettingsData } from "./air2Store";

/** A column of a contact source as air2 reads it (the sources helper's column, `fiilterable` as spelled there). */
export interface Air2SourceColumn {
  name: string;
  dataType: "string" | "number" | "datetime";
  fiilterable?: boolean;
}

/** A submitted contact source a campaign may read. */
export interface Air2Source {
  id: number;
  name: string;
  columns: Air2SourceColumn[];
}

/** One widget of the editor (the contract's Air2Widget). */
export interface Air2Widget {
  key: string;
  type: "text" | "checkbox" | "radio" | "dropdown" | "tags" | "datetime";
  label: string;
  value?: unknown;
  choices?: { label: string; value: string }[];
}

/** Which column gives a recipient's address or name: guessed from the column names until the owner picks one. */
const GUESS: Record<"emailColumn" | "phoneColumn" | "nameColumn", RegExp> = {
  emailColumn: /mail|郵件|邮件|メール/i,
  phoneColumn: /phone|mobile|tel|手機|手机|電話|电话/i,
  nameColumn: /name|姓名|名前/i,
};

const choicesOfColumns = (cols: Air2SourceColumn[]) =>
  cols.filter((c) => c.dataType === "string").map((c) => ({ label: c.name, value: c.name }));

/** The source chosen in the general settings, when it is still one of the business's submitted sources. */
export function chosenSource(c: Pick<Air2CampaignRecord, "general">, sources: Air2Source[]): Air2Source | null {
  return sources.find((s) => String(s.id) === String(c.general.sourceId ?? "")) ?? null;
}

/** The column of a role (email, phone, name): the saved pick, else the first string column whose name fits. */
export function roleColumn(c: Pick<Air2CampaignRecord, "general">, source: Air2Source, role: keyof typeof GUESS) {
  const picked = c.general[role];
  const strings = source.columns.filter((col) => col.dataType === "string");
  if (typeof picked === "string" && strings.some((col) => col.name === picked)) return picked;
  return strings.find((col) => GUESS[role].test(col.name))?.name ?? null;
}

/**
 * The widgets of a settings section, built from the business's sources: general chooses the name, the source and
 * its e-mail, phone and name columns; filters offer one widget per filterable column of the chosen source (tags
 * for strings and numbers: a row passes when its value is one of them; datetime: rows on or after) and whether all
 * or any must pass; the scheduler says when a broadcast goes out (on activation, or at a time).
 */
export function widgetsOf(section: Air2Section, c: Air2CampaignRecord, sources: Air2Source[]): Air2Widget[] {
  const source = chosenSource(c, sources);
  if (section === "general") {
    const cols = source ? choicesOfColumns(source.columns) : [];
    return [
      { key: "name", type: "text", label: "air2.widget.name", value: c.name },
      {
        key: "sourceId",
        type: "dropdown",
        label: "air2.widget.sourceId",
        choices: sources.map((s) => ({ label: s.name, value: String(s.id) })),
      },
      ...(["emailColumn", "phoneColumn", "nameColumn"] as const).map(
        (role): Air2Widget => ({
          key: role,
          type: "dropdown",
          label: `air2.widget.${role}`,
          value: source ? roleColumn(c, source, role) : null,
          choices: cols,
        }),
      ),
    ];
  }
  if (section === "filters") {
    if (!source) return [];
    return [
      {
        key: "match",
        type: "radio",
        label: "air2.widget.match",
        value: "all",
        choices: [
          { label: "air2.widget.match.all", value: "all" },
          { label: "air2.widget.match.any", value: "any" },
        ],
      },
      ...source.columns
        .filter((col) => col.fiilterable)
        .map(
          (col): Air2Widget =>
            col.dataType === "datetime"
              ? { key: col.name, type: "datetime", label: col.name, value: null }
              : { key: col.name, type: "tags", label: col.name, value: [] },
        ),
    ];
  }
  return [
    {
      key: "sendAt",
      type: "radio",
      label: "air2.widget.sendAt",
      value: "onActivation",
      choices: [
        { label: "air2.widget.sendAt.onActivation", value: "onActivation" },
        { label: "air2.widget.sendAt.at", value: "at" },
      ],
    },
    { key: "sendTime", type: "datetime", label: "air2.widget.sendTime", value: null },
  ];
}

/**
 * When an activation sends, as seconds from now: 0 for "when activated"; for "at a time", until that time, which
 * must be set and still ahead (else 400 on data/sendTime).
 */
export function sendDelay(scheduler: SettingsData, nowTs: number): number {
  if (scheduler.sendAt !== "at") return 0;
  const at = scheduler.sendTime;
  if (typeof at !== "number") throw invalid({ sendTime: "must be set to send at a time" });
  if (at <= nowTs) throw invalid({ sendTime: "must be in the future" });
  return at - nowTs;
}

const invalid = (fields: Record<string, string>) =>
  new HttpError(400, "VALIDATION_FAILED", "Invalid request", {
    userMessage: Object.entries(fields)
      .map(([k, v]) => `data/${k} ${v}`)
      .join("; "),
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [`data/${k}`, v])),
  });

/**
 * Checks a section's data against its widgets: only their keys, each of its widget's kind (choices from the
 * choices, tags a list of strings, datetime epoch seconds); null clears a value. Resolves to the data to store.
 */
export function checkedData(widgets: Air2Widget[], data: SettingsData): SettingsData {
  const byKey = new Map(widgets.map((w) => [w.key, w]));
  const problems: Record<string, string> = {};
  const out: SettingsData = {};
  for (const [key, value] of Object.entries(data)) {
    const w = byKey.get(key);
    if (!w) {
      problems[key] = "is not a setting of this section";
      continue;
    }
    if (value === null) {
      if (w.key === "name") problems[key] = "must not be empty";
      else out[key] = null;
      continue;
    }
    switch (w.type) {
      case "text":
        if (typeof value !== "string" || !value.trim() || value.length > 100)
          problems[key] = "must be a text of 1 to 100 characters";
        else out[key] = value.trim();
        break;
      case "checkbox":
        if (typeof value !== "boolean") problems[key] = "must be true or false";
        else out[key] = value;
        break;
      case "radio":
      case "dropdown": {
        const v = typeof value === "number" ? String(value) : value;
        if (typeof v !== "string" || !(w.choices ?? []).some((ch) => ch.value === v))
          problems[key] = "must be one of the choices";
        else out[key] = v;
        break;
      }
      case "tags":
        if (!Array.isArray(value) || value.some((t) => typeof t !== "string"))
          problems[key] = "must be a list of texts";
        else out[key] = [...new Set((value as string[]).map((t) => t.trim()).filter(Boolean))];
        break;
      case "datetime":
        if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0)
          problems[key] = "must be a time in epoch seconds";
        else out[key] = value;
        break;
    }
  }
  if (Object.keys(problems).length) throw invalid(problems);
  return out;
}

/** A cell as epoch seconds (numbers as they are, date texts parsed), or null. */
function secondsOf(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v > 1e11 ? Math.floor(v / 1000) : v;
  if (typeof v === "string" && v.trim()) {
    const n = Number(v);
    if (Number.isFinite(n)) return n > 1e11 ? Math.floor(n / 1000) : n;
    const t = Date.parse(v);
    return Number.isNaN(t) ? null : Math.floor(t / 1000);
  }
  if (v instanceof Date) return Math.floor(v.getTime() / 1000);
  return null;
}

/**
 * Whether a source row passes a campaign's filters. A filter without a value is no limit; `match` any passes a
 * row that one set filter passes, all (the default) needs every set filter.
 */
export function rowPasses(row: Record<string, unknown>, filters: SettingsData, source: Air2Source): boolean {
  const tests: boolean[] = [];
  for (const col of source.columns) {
    if (!col.fiilterable) continue;
    const f = filters[col.name];
    if (col.dataType === "datetime") {
      if (typeof f !== "number") continue;
      const s = secondsOf(row[col.name]);
      tests.push(s !== null && s >= f);
    } else {
      if (!Array.isArray(f) || f.length === 0) continue;
      const cell = row[col.name];
      const text = cell === null || cell === undefined ? "" : String(cell).trim().toLowerCase();
      tests.push(
        (f as string[]).some((t) =>
          col.dataType === "number" ? Number(t) === Number(cell) && text !== "" : t.trim().toLowerCase() === text,
        ),
      );
    }
  }
  if (tests.length === 0) return true;
  return filters.match === "any" ? tests.some(Boolean) : tests.every(Boolean);
}
