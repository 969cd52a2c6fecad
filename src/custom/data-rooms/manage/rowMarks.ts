import type { RowStyle } from '../view/TreeRow';

/** Spec §9: the admin views indent 20 px per level. */
export const MANAGE_INDENT_PX = 20;

/**
 * Spec §4 'Data room item visibility': a visible row has a green border, a hidden one a red
 * border (and its name struck through). A row under a hidden heading is faded, since buyers
 * do not see it either.
 */
export const visibilityMarks = (isVisible: boolean, underHidden: boolean): RowStyle => ({
  borderLeft: 4,
  borderLeftColor: isVisible ? 'success.main' : 'error.main',
  opacity: underHidden ? 0.6 : 1,
});
