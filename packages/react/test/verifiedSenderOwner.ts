import type { TestServer } from "@portico/server/testing";
import { newOwnerWithBusiness } from "./testOwner";

/** Test helper: a new owner whose business has an e-mail and a sender verified through the real link in the sink. */
export async function verifiedSenderOwner(srv: TestServer, tag: string) {
  const owner = await newOwnerWithBusiness(srv.url, tag);
  const email = `${tag}-${owner.businessId}@example.com`;
  await owner.call("PUT", `/v3/businesses/${owner.businessId}`, { profile: { email } });
  await owner.call("POST", `/v3/businesses/${owner.businessId}/edm-verification?lang=en`);
  const [mail] = await srv.mailbox(email);
  const link = mail?.links.find((l) => l.includes("edm-verification"));
  if (!link || (await fetch(link)).status !== 200) throw new Error("the sender verification link did not work");
  return { ...owner, email };
}
