import { describe, expect, it } from "vitest";
import { createHttpPayments, createSandboxPayments, isCardNumber, SANDBOX_CARDS } from "./paymentProvider";

const req = { merchantOrderNo: "BK1", amount: 100, currency: "TWD", description: "x" };

describe("sandbox payments", () => {
  const p = createSandboxPayments();
  it("pays a valid card, declines the declined one and an invalid number", async () => {
    expect(await p.charge({ ...req, card: "4242 4242 4242 4242" })).toMatchObject({ state: "paid" });
    expect(await p.charge({ ...req, card: SANDBOX_CARDS.declined })).toMatchObject({
      state: "failed",
      error: "Card declined",
    });
    expect(await p.charge({ ...req, card: "1234" })).toMatchObject({ state: "failed" });
  });
  it("settles a pending payment when asked, and knows only its own references", async () => {
    const r = await p.charge({ ...req, card: SANDBOX_CARDS.pending });
    expect(r.state).toBe("pending");
    expect(await p.status(r.reference)).toBe("paid");
    expect(await p.status("sbx_failed_BK1")).toBe("failed");
    expect(await p.status("other")).toBeNull();
  });
  it("checks card numbers with Luhn", () => {
    expect(isCardNumber(SANDBOX_CARDS.paid)).toBe(true);
    expect(isCardNumber("4242424242424241")).toBe(false);
  });
});

describe("http payments", () => {
  it("posts the charge and reads the state", async () => {
    const calls: string[] = [];
    const fetchImpl = (async (url: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? "GET"} ${url}`);
      const body = init?.method === "POST" ? { state: "paid", reference: "ch_1" } : { state: "failed" };
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch;
    const p = createHttpPayments("http://pay.example/", fetchImpl);
    expect(await p.charge({ ...req, card: SANDBOX_CARDS.paid })).toEqual({ state: "paid", reference: "ch_1" });
    expect(await p.status("ch_1")).toBe("failed");
    expect(calls).toEqual(["POST http://pay.example/charges", "GET http://pay.example/charges/ch_1"]);
  });
  it("fails the charge when the provider errs", async () => {
    const p = createHttpPayments("http://pay.example", (async () => new Response("", { status: 502 })) as typeof fetch);
    expect((await p.charge({ ...req, card: SANDBOX_CARDS.paid })).state).toBe("failed");
  });
});
