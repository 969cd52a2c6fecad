/**
 * The width of a list's select filter whose choices load from the API. react-admin shows a
 * wider loading input until they arrive: a fixed width keeps the filter bar, and the table
 * under it, from jumping when they do (issue 11: layout shift).
 */
export const FILTER_SELECT_SX = { width: { sm: 180 } };
