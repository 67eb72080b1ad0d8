import type { Me } from "@portico/sdk";
import type { Key } from "ink";
import { render } from "ink-testing-library";
import { describe, expect, it, vi } from "vitest";
import { createTranslate } from "../i18n";
import { ConfirmPrompt } from "./ConfirmPrompt";
import { LoginPrompt } from "./LoginPrompt";
import { MessageView } from "./MessageView";
import { PasswordPrompt } from "./PasswordPrompt";
import { displayWidth, formatTable, TableView } from "./TableView";
import { editLine } from "./TextInput";
import { WhoamiView } from "./WhoamiView";

const me: Me = {
  id: 1,
  kind: "owner",
  username: "demo",
  email: "demo@portico.dev",
  name: "Demo Owner",
  suspended: 1,
  emailVerified: true,
  lang: "en",
};
const noKey: Key = {
  upArrow: false,
  downArrow: false,
  leftArrow: false,
  rightArrow: false,
  pageDown: false,
  pageUp: false,
  home: false,
  end: false,
  return: false,
  escape: false,
  ctrl: false,
  shift: false,
  tab: false,
  backspace: false,
  delete: false,
  meta: false,
  super: false,
  hyper: false,
  capsLock: false,
  numLock: false,
};
/** Lets Ink process a keystroke and re-render. */
const tick = () => new Promise((r) => setTimeout(r, 10));
/** Waits until the frame satisfies the check (Ink renders asynchronously). */
async function until(frame: () => string | undefined, check: (f: string) => boolean) {
  for (let i = 0; i < 100 && !check(frame() ?? ""); i++) await tick();
  return frame() ?? "";
}

describe("WhoamiView", () => {
  it("renders the account card with the state in words", () => {
    const { lastFrame } = render(<WhoamiView t={createTranslate("en")} me={me} apiUrl="http://api.test" />);
    const frame = lastFrame() ?? "";
    expect(frame).toMatch(/E-mail\s+demo@portico\.dev/);
    expect(frame).toMatch(/Kind\s+owner/);
    expect(frame).toMatch(/Username\s+demo/);
    expect(frame).toContain("suspended: a notice is shown");
    expect(frame).toContain("http://api.test");
  });

  it("translates labels and shows (none) for a missing name", () => {
    const { lastFrame } = render(
      <WhoamiView t={createTranslate("tw")} me={{ ...me, name: null, suspended: 0, kind: "subscriber" }} apiUrl="x" />,
    );
    expect(lastFrame()).toContain("子帳號");
    expect(lastFrame()).toContain("（無）");
    expect(lastFrame()).toContain("正常");
  });
});

describe("LoginPrompt", () => {
  it("asks the e-mail then a masked password and submits both", async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <LoginPrompt t={createTranslate("en")} apiUrl="http://api.test" onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    expect(lastFrame()).toContain("Sign in to Portico");
    expect(lastFrame()).toContain("Server: http://api.test");
    await tick();
    stdin.write("demo@portico.dev");
    expect(await until(lastFrame, (f) => f.includes("E-mail: demo@portico.dev"))).toContain("E-mail: demo@portico.dev");
    stdin.write("\r");
    await tick();
    stdin.write("secret1");
    await tick();
    stdin.write("\x7f"); // backspace
    const sixStars = /Password: \*{6}(?!\*)/;
    const frame = await until(lastFrame, (f) => sixStars.test(f));
    expect(frame).toMatch(sixStars);
    expect(frame).not.toContain("secret");
    stdin.write("\r");
    await until(lastFrame, () => onSubmit.mock.calls.length > 0);
    expect(onSubmit).toHaveBeenCalledWith({ email: "demo@portico.dev", password: "secret" });
  });

  it("accepts an e-mail and Enter arriving in one chunk", async () => {
    const onSubmit = vi.fn();
    const { stdin, lastFrame } = render(
      <LoginPrompt t={createTranslate("en")} apiUrl="x" onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    await tick();
    stdin.write("a@b.c\r");
    await until(lastFrame, (f) => f.includes("Password:"));
    stdin.write("pw\r");
    await until(lastFrame, () => onSubmit.mock.calls.length > 0);
    expect(onSubmit).toHaveBeenCalledWith({ email: "a@b.c", password: "pw" });
  });

  it("asks only the password when the e-mail was given, and cancels on Esc", async () => {
    const onCancel = vi.fn();
    const { stdin, lastFrame } = render(
      <LoginPrompt t={createTranslate("en")} apiUrl="x" email="a@b.c" onSubmit={vi.fn()} onCancel={onCancel} />,
    );
    expect(lastFrame()).toContain("Password:");
    await tick();
    stdin.write("\x1b");
    await until(lastFrame, () => onCancel.mock.calls.length > 0);
    expect(onCancel).toHaveBeenCalled();
  });
});

describe("editLine", () => {
  const key = (k: Partial<Key> = {}) => ({ ...noKey, ...k });
  it("types, deletes, submits and cancels", () => {
    expect(editLine("ab", "c", key())).toEqual({ value: "abc" });
    expect(editLine("ab", "", key({ backspace: true }))).toEqual({ value: "a" });
    expect(editLine("ab", "", key({ return: true }))).toEqual({ submit: "ab" });
    expect(editLine("ab", "", key({ escape: true }))).toEqual({ cancel: true });
    expect(editLine("ab", "c", key({ ctrl: true }))).toEqual({ value: "ab" });
  });
  it("treats a line break inside a pasted chunk as Enter", () => {
    expect(editLine("", "demo@portico.dev\r", key())).toEqual({ submit: "demo@portico.dev" });
  });
});

describe("MessageView", () => {
  it("shows a tick and the text", () => {
    expect(render(<MessageView text="Signed out." />).lastFrame()).toBe("✔ Signed out.");
  });
});

describe("TableView and formatTable", () => {
  const headers = ["ID", "NAME", "ACCESS"];
  const rows = [
    ["1", "Portico Café", "full"],
    ["12", "Hotel", "read"],
  ];
  it("aligns columns under a header, in Ink and in plain text", () => {
    const frame = render(<TableView headers={headers} rows={rows} empty="none" />).lastFrame() ?? "";
    expect(frame).toMatch(/ID\s+NAME\s+ACCESS/);
    const [head, first] = frame.split("\n");
    expect(head?.indexOf("ACCESS")).toBe(first?.indexOf("full"));
    expect(formatTable(headers, rows, "none")).toBe(
      ["ID  NAME          ACCESS", "1   Portico Café  full", "12  Hotel         read"].join("\n"),
    );
  });
  it("pads by terminal columns, so wide CJK headers line up", () => {
    expect(displayWidth("名前")).toBe(4);
    expect(formatTable(["名前", "ID"], [["ab", "1"]], "")).toBe("名前  ID\nab    1");
  });
  it("shows the empty text without rows", () => {
    expect(formatTable(headers, [], "No businesses.")).toBe("No businesses.");
    expect(render(<TableView headers={headers} rows={[]} empty="No businesses." />).lastFrame()).toBe("No businesses.");
  });
});

describe("ConfirmPrompt", () => {
  it("answers yes on y and no on Enter", async () => {
    const onAnswer = vi.fn();
    const { stdin, lastFrame } = render(
      <ConfirmPrompt t={createTranslate("en")} question="Remove business 3?" onAnswer={onAnswer} />,
    );
    expect(lastFrame()).toBe("? Remove business 3? (y/N)");
    await tick();
    stdin.write("y");
    await until(lastFrame, () => onAnswer.mock.calls.length > 0);
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    stdin.write("\r");
    await until(lastFrame, () => onAnswer.mock.calls.length > 1);
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });
});

describe("PasswordPrompt", () => {
  it("masks the password and submits it; Esc cancels", async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    const { stdin, lastFrame } = render(
      <PasswordPrompt t={createTranslate("en")} label="Password for a@b.c" onSubmit={onSubmit} onCancel={onCancel} />,
    );
    await tick();
    stdin.write("\r"); // empty: nothing happens
    stdin.write("pass");
    expect(await until(lastFrame, (f) => f.includes("****"))).not.toContain("pass");
    stdin.write("\r");
    await until(lastFrame, () => onSubmit.mock.calls.length > 0);
    expect(onSubmit).toHaveBeenCalledWith("pass");
    stdin.write("\x1b");
    await until(lastFrame, () => onCancel.mock.calls.length > 0);
    expect(onCancel).toHaveBeenCalled();
  });
});
