import { createPorticoClient, signIn } from "@portico/sdk";

/** Signs in as the demo owner and returns a JSON caller for the test server (tests only). */
export async function demoApi(baseUrl: string) {
  const { token } = await signIn(createPorticoClient({ baseUrl }), {
    email: "demo@portico.dev",
    password: "portico-demo",
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    return json.result ?? json;
  };
  return { token, call };
}
