import type { Story, StoryDefault } from "@ladle/react";
import { BANNER_IMAGE_LIMITS } from "@portico/sdk/rules";
import { useState } from "react";
import type { Locale } from "../i18n/detectLocale";
import { localeArgTypes, PorticoStory } from "../stories/PorticoStory";
import { ImageUpload } from "./ImageUpload";
import { VideoUpload } from "./VideoUpload";

export default { title: "Media / Uploads" } satisfies StoryDefault;

type Args = { locale: Locale };

// The demo café (business 1) of `npm start`; the chosen URL is shown under the widget.
function ImageDemo({ banner }: { banner?: boolean }) {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 480 }}>
      <ImageUpload
        businessId={1}
        label={banner ? "Banner" : "Image"}
        value={url}
        onChange={(img) => setUrl(img?.url ?? null)}
        {...(banner ? BANNER_IMAGE_LIMITS : {})}
      />
      <output data-testid="image-url">{url ?? ""}</output>
    </div>
  );
}

export const Image: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ImageDemo />
  </PorticoStory>
);
Image.argTypes = localeArgTypes;

export const Banner: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale} signInAs="demo@portico.dev">
    <ImageDemo banner />
  </PorticoStory>
);
Banner.argTypes = localeArgTypes;

export const NoBusiness: Story<Args> = ({ locale }) => (
  <PorticoStory locale={locale}>
    <ImageUpload businessId={undefined} label="Image" onChange={() => {}} />
  </PorticoStory>
);
NoBusiness.argTypes = localeArgTypes;

export const Video: Story<Args> = ({ locale }) => {
  const [url, setUrl] = useState<string | null>(null);
  return (
    <PorticoStory locale={locale} signInAs="demo@portico.dev">
      <div style={{ maxWidth: 480 }}>
        <VideoUpload businessId={1} label="Welcome video" value={url} onChange={(v) => setUrl(v?.fileUrl ?? null)} />
      </div>
    </PorticoStory>
  );
};
Video.argTypes = localeArgTypes;
