import { CssBaseline, ThemeProvider } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { preferences } from './preferencesStore';
import { darkTheme, lightTheme } from './theme';

// The login and loading screens render before react-admin does: give them the same theme, the
// one last chosen in this browser (react-admin's 'theme' key), so a dark app does not open light.
const muiTheme = createTheme(preferences.getItem('theme') === 'dark' ? darkTheme : lightTheme);

// A data router: the router's blocker (LeaveWarning, asking before unsaved work is left) works only inside one.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
