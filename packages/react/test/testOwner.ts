/** Test helper: a fresh owner with one business through the real sign-up, so mutating tests stay independent. */
let seq = 0;

/** A JSON caller for the test server as one user (unwraps the `result` envelope; tests only). */
export function apiAs(baseUrl: string, token: string) {
  return async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    const json = text ? JSON.parse(text) : {};
    return { status: res.status, body: json.result ?? json };
  };
}

/** Signs up a new owner and creates a business for them; answers the token, business id and a caller. */
export async function newOwnerWithBusiness(baseUrl: string, tag = "act") {
  const email = `${tag}-${Date.now()}-${++seq}@example.com`;
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  // Sign-up answers 202 without a token (it must not reveal accounts), so the new owner signs in.
  await post("/auth/signup/", { email, password: "first-secret-1", name: "Ada Owner" });
  const res = await post("/auth/token", {
    grant_type: "password",
    username: email,
    password: "first-secret-1",
    client_id: "portico-console",
  });
  const signed = await res.json();
  const token = (signed.result ?? signed).access_token as string;
  const call = apiAs(baseUrl, token);
  const biz = await call("POST", "/v3/businesses", { profile: { name: `Bistro ${seq}`, timeZone: "Asia/Taipei" } });
  if (biz.status >= 300) throw new Error(`createBusiness: ${JSON.stringify(biz.body)}`);
  return { email, token, businessId: Number(biz.body.id), call };
}
