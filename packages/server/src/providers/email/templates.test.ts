import { describe, expect, it } from "vitest";
import { renderEmail } from "./templates";

describe("renderEmail", () => {
  it("greets the reader in the e-mail's language and puts the link on a line of its own", () => {
    const v = { link: "https://portico.test/reset?t=1&u=2", name: "Ada <Admin>" };
    expect(renderEmail("reset", "en", v).text.split("\n")).toEqual(
      expect.arrayContaining(["Hello Ada <Admin>,", v.link]),
    );
    expect(renderEmail("verify", "tw", v).text.startsWith("Ada <Admin> 您好：\n")).toBe(true);
    expect(renderEmail("exists", "ru", v).text.startsWith("Здравствуйте, Ada <Admin>!\n")).toBe(true);
    const { html, subject } = renderEmail("verify", "ja", v);
    expect(subject).toBe("Portico のメールアドレスの確認");
    expect(html).toContain("<p>Ada &lt;Admin&gt; 様</p>");
    expect(html).toContain('href="https://portico.test/reset?t=1&amp;u=2"');
  });
});
