/** The theme's error red (`palette.error.main`, #c62828, in src/theme.ts) as the browser reports it. */
export const ERROR_RED = 'rgb(198, 40, 40)';
