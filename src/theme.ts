import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The one theme of the app: react-admin's defaults in the product's colours. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f4e79' },
    secondary: { main: '#1f4e79' },
    warning: { main: '#f2a541' },
    background: { default: '#f5f7fa' },
  },
  sidebar: { width: 270, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    // Buttons read exactly as the spec writes them ('Login', 'Logging in...', 'Save Changes').
    MuiButton: { ...defaultTheme.components?.MuiButton, styleOverrides: { root: { textTransform: 'none' } } },
  },
};
