import { SITE_SURVEY_CHANNELS } from "@portico/sdk/rules";
import type { SiteSurveyEntry } from "../../data/inodeLogs";

type Band = keyof typeof SITE_SURVEY_CHANNELS;

// 5 GHz channels bonded into 40 and 80 MHz blocks (the standard groupings).
const BLOCKS_80 = [
  [36, 40, 44, 48],
  [52, 56, 60, 64],
  [100, 104, 108, 112],
  [116, 120, 124, 128],
  [132, 136, 140, 144],
  [149, 153, 157, 161],
];

/**
 * The channels a network occupies: on 2.4 GHz a 20 MHz signal spreads over channel +-2 (+-4 at 40 MHz); on
 * 5 GHz a 40 or 80 MHz network takes its bonded block. Only channels of the band's survey list are returned.
 * @example channelSpan("2.4g", 6, 20) // [4, 5, 6, 7, 8]
 */
export function channelSpan(band: Band, channel: number, width: number): number[] {
  const list: readonly number[] = SITE_SURVEY_CHANNELS[band];
  if (band === "2.4g") {
    const r = width >= 40 ? 4 : 2;
    return list.filter((c) => c >= channel - r && c <= channel + r);
  }
  if (width < 40) return list.includes(channel) ? [channel] : [];
  const block = BLOCKS_80.find((b) => b.includes(channel));
  if (!block) return list.includes(channel) ? [channel] : [];
  if (width >= 80) return block;
  const i = block.indexOf(channel);
  return i < 2 ? block.slice(0, 2) : block.slice(2);
}

/**
 * Networks heard per channel of the band (the channel chart), counting every channel a network's width covers.
 * @example channelLoad("2.4g", entries)[5] // networks overlapping channel 6
 */
export function channelLoad(band: Band, entries: readonly Pick<SiteSurveyEntry, "channel" | "mode">[]): number[] {
  const list: readonly number[] = SITE_SURVEY_CHANNELS[band];
  const counts = list.map(() => 0);
  for (const e of entries) {
    for (const c of channelSpan(band, e.channel, e.mode)) counts[list.indexOf(c)]! += 1;
  }
  return counts;
}
