import type { components } from "@portico/sdk";

type S = components["schemas"];
/** An activity with its running copy (what guests see now). */
export type Activity = S["Activity"];
/** The preview copy the editor auto-saves into. */
export type ActivityPreview = S["ActivityPreview"];
/** What the editor edits: profile, modules, skip modules, white list, network config, iNodes. */
export type ActivityContent = S["ActivityContent"];
/** The profile fields of an activity (all optional in a diff or a preview save). */
export type ActivityProfileFields = S["ActivityProfileFields"];
/** One module of the chain. */
export type Module = S["Module"];
/** A module's settings. */
export type ModuleProfile = S["ModuleProfile"];
/** One picture of a banner list or carousel. */
export type ModuleItem = S["ModuleItem"];
/** One field of a survey-diy or registration-form module. */
export type FormField = S["FormField"];
/** A module's login methods keyed by method (built-in or `app:<id>`). */
export type LoginMethods = S["LoginMethods"];
/** One entry of the skip modules (grant, system ad, redirect by index). */
export type SkipModule = S["SkipModule"];
/** The saved activity and the iNodes it went to. */
export type DeployedActivity = S["DeployedActivity"];
/** A per-locale text setting (terms of service). */
export type LocaleSetting = S["LocaleSetting"];

/** The editor's working copy: every part present. */
export interface EditorContent {
  profile: ActivityProfileFields;
  modules: Module[];
  skipModules: SkipModule[];
  whiteList: string[];
  networkConfig: S["ActivityNetworkConfig"];
  inodes: string[];
}
