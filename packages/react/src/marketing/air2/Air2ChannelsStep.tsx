import { useRef } from "react";
import type { Air2ChannelInput, Air2ChannelTypes } from "../../data/air2Types";
import { usePortico } from "../../provider/context";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";
import * as s from "./air2.css";

/** Props of {@link Air2ChannelsStep}. */
export interface Air2ChannelsStepProps {
  types: Air2ChannelTypes;
  channels: Air2ChannelInput[];
  onChange(channels: Air2ChannelInput[]): void;
}

/** `{{name}}` inserted into a text at the caret (or at its end). */
export function insertAt(text: string, token: string, start?: number | null, end?: number | null): string {
  const a = start ?? text.length;
  const b = end ?? a;
  return text.slice(0, a) + token + text.slice(b);
}

/**
 * The channels of a campaign: at most the server's maxAllowedChannels, one per type; sms has its text and the
 * short-URL switch, email its subject and HTML content; the source's placeholders are inserted at the caret.
 */
export function Air2ChannelsStep({ types, channels, onChange }: Air2ChannelsStepProps) {
  const { t } = usePortico();
  const areas = useRef<Record<string, HTMLTextAreaElement | null>>({});
  const set = (i: number, patch: Partial<Air2ChannelInput>) =>
    onChange(channels.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const addable = types.channelTypes.filter((ty) => !channels.some((c) => c.type === ty));
  const full = channels.length >= types.maxAllowedChannels;
  return (
    <div className={s.page}>
      <p className={s.muted}>{t("air2.channels.limit", { max: types.maxAllowedChannels })}</p>
      {channels.map((c, i) => (
        <fieldset key={c.type} className={s.section}>
          <legend>{t(`air2.channel.${c.type}`)}</legend>
          {c.type === "email" ? (
            <TextField
              label={t("air2.channel.subject")}
              value={c.subject ?? ""}
              onChange={(v) => set(i, { subject: v })}
              maxLength={200}
              required
            />
          ) : null}
          <label className={s.field}>
            {t(c.type === "email" ? "air2.channel.html" : "air2.channel.text")}
            <textarea
              ref={(el) => {
                areas.current[c.type] = el;
              }}
              className={s.textarea}
              value={c.content}
              onChange={(e) => set(i, { content: e.target.value })}
            />
          </label>
          {types.availableVars.length ? (
            <div className={s.vars_}>
              <span className={s.muted}>{t("air2.channel.vars")}</span>
              {types.availableVars.map((v) => (
                <Button
                  key={v}
                  variant="secondary"
                  onClick={() => {
                    const el = areas.current[c.type];
                    set(i, { content: insertAt(c.content, `{{${v}}}`, el?.selectionStart, el?.selectionEnd) });
                  }}
                >
                  <span className={s.code}>{`{{${v}}}`}</span>
                </Button>
              ))}
            </div>
          ) : null}
          {c.type === "sms" ? (
            <label className={s.choiceRow}>
              <input
                type="checkbox"
                checked={Boolean(c.shortUrlEnabled)}
                onChange={(e) => set(i, { shortUrlEnabled: e.target.checked })}
              />
              {t("air2.channel.shortUrl")}
            </label>
          ) : null}
          <div>
            <Button variant="secondary" onClick={() => onChange(channels.filter((_, j) => j !== i))}>
              {t("air2.channel.remove", { type: t(`air2.channel.${c.type}`) })}
            </Button>
          </div>
        </fieldset>
      ))}
      {!full && addable.length ? (
        <div className={s.actions}>
          {addable.map((ty) => (
            <Button
              key={ty}
              variant="secondary"
              onClick={() =>
                onChange([
                  ...channels,
                  ty === "email"
                    ? { type: ty, subject: "", content: "" }
                    : { type: ty, content: "", shortUrlEnabled: false },
                ])
              }
            >
              {t("air2.channel.add", { type: t(`air2.channel.${ty}`) })}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
