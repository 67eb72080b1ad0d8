import { announceDevices as announce } from "../modules/devices/announceDevice";
import type { PorticoServer } from "../server";

/**
 * Test fixture: the devices with these activation codes announce themselves (model `modelId`, seen by `businessId`
 * or by no business), as the simulator's do, so that a test may bind them; codes never announced do not bind.
 * @example await announceDevices(srv.server, ["0A1B2C3D4E5F"], { businessId: 1 });
 */
export async function announceDevices(
  server: Pick<PorticoServer, "ctx">,
  acs: readonly string[],
  opts: { modelId?: string; businessId?: number | null } = {},
): Promise<void> {
  const ts = Math.floor(server.ctx.now() / 1000);
  await announce(
    server.ctx.db,
    acs.map((ac) => ({ ac, modelId: opts.modelId ?? "iN-200", seenByBusinessId: opts.businessId ?? null })),
    ts,
  );
}
