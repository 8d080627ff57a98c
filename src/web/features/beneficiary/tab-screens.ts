import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The screen of each tab that has one, loaded when the tab is first opened (a
 * phone downloads only the tabs its owner uses). Tabs without an entry show
 * "coming soon". Add one line per screen.
 */
export const TAB_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {};
