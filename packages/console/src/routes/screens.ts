import type { ComponentType, LazyExoticComponent } from "react";

/** What the shell hands a screen: the route parameters and the query string (view state lives there). */
export interface ScreenProps {
  params: Record<string, string>;
  search: URLSearchParams;
}

/**
 * Widget name -> lazily loaded screen component. A route's `exists` flag is true exactly when its widget
 * is registered here (a test checks it). Empty in this issue: no business screen exists yet.
 */
export const screens: Partial<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {};
