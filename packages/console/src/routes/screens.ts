import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** What the shell hands a screen: the route parameters and the query string (view state lives there). */
export interface ScreenProps {
  params: Record<string, string>;
  search: URLSearchParams;
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

/**
 * Widget name -> lazily loaded screen component. A route's `exists` flag is true exactly when its widget
 * is registered here (a test checks it); its menu entry and account tab appear by themselves.
 */
export const screens: Partial<Record<string, Screen>> = {
  AccountProfile: lazy(() => import("../account/AccountProfileScreen")),
  AccountUsers: lazy(() => import("../account/AccountUsersScreen")),
  BusinessEditor: lazy(() => import("../business/BusinessDetailScreen")),
};
