/**
 * Ids of the main navigation that client state needs too (src/stores), in a module of their own so
 * an island does not bundle the whole static menu.
 */

/** The Coater and Developer category: the default active submenu (docs/navigation.md §2). */
export const DEFAULT_ACTIVE_SUBMENU = 'coater-and-developer';
