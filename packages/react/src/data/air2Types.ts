import type { components } from "@portico/sdk";

type S = components["schemas"];
/** A multi-channel project. */
export type Air2Project = S["Air2Project"];
/** A multi-channel campaign with its channels. */
export type Air2Campaign = S["Air2Campaign"];
/** A kind of campaign (`broadcast`). */
export type Air2CampaignType = S["Air2CampaignType"];
/** A channel (sms or email) of a campaign. */
export type Air2Channel = S["Air2Channel"];
/** A channel as written (without its id). */
export type Air2ChannelInput = S["Air2ChannelInput"];
/** The channel types, the channel limit and the placeholders of a campaign. */
export type Air2ChannelTypes = S["Air2ChannelTypes"];
/** One settings section: its sources, server-built widgets and saved data. */
export type Air2Settings = S["Air2Settings"];
/** A widget of a settings section. */
export type Air2Widget = S["Air2Widget"];
/** general, filters or scheduler. */
export type Air2SettingsSection = S["Air2SettingsSection"];
/** The filter preview (up to 100 rows). */
export type Air2RecipientPreview = S["Air2RecipientPreview"];
