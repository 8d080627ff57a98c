import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * The screen of each employer tab, loaded when the tab is first opened. Tabs
 * without an entry show "coming soon". Add one line per screen.
 */
export const EMPLOYER_TAB_SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {};
