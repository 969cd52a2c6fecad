import { darken, type Theme } from '@mui/material/styles';

/**
 * A tone's colour (a palette's `info.main`, `warning.main`, ...) as text on the page: darkened by
 * `by` on the light theme, where amber or light blue on white is hard to read, and as it is on
 * the dark one, whose tones are light already (darkened there, they would vanish into the page).
 */
export const toneText = (theme: Theme, colour: string, by: number) => (theme.palette.mode === 'dark' ? colour : darken(colour, by));
