import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { AuthGate } from './auth/AuthGate';
import { PreferencesGate } from './auth/PreferencesGate';
import { ReadOnlyNotice } from './auth/ReadOnlyNotice';
import { RequireAccess } from './auth/RequireAccess';
import { authProvider } from './authProvider';
import { customScreens } from './custom';
import { Dashboard, preloadCharts } from './custom/dashboard/Dashboard';
import { UnexpectedError } from './custom/errors/UnexpectedError';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Layout } from './layout/Layout';
import { preferences } from './preferencesStore';
import { preloadScreen } from './preloadScreen';
import { resources } from './resources';
import { darkTheme, lightTheme } from './theme';

// The screen a visit opens on loads beside the session check instead of after it; so do the home page's charts when the visit opens there.
preloadScreen(window.location.pathname, resources, customScreens);
preloadCharts();

export const App = () => (
  <AuthGate authProvider={authProvider}>
    <PreferencesGate store={preferences}>
      <Admin
        title="Property Back-Office"
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        layout={Layout}
        dashboard={Dashboard}
        catchAll={UnexpectedError}
        accessDenied={ReadOnlyNotice}
        loginPage={false}
        store={preferences}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
        disableTelemetry
      >
        {resources.map(
          ({
            name,
            api: _api,
            messages: _messages,
            routePath,
            listAliases: _aliases,
            createPath,
            preloadPage: _preloadPage,
            recordPages: _pages,
            list,
            create,
            ...views
          }) => (
            <Resource key={name} name={name} list={routePath ? undefined : list} create={createPath ? undefined : create} {...views} />
          ),
        )}
        <CustomRoutes>
          {customScreens.map(({ path, component: Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
          {/* Views at the spec's own routes rather than react-admin's (e.g. '/activity-log', '/add-property'). */}
          {resources.flatMap(({ name, routePath, listAliases = [], createPath, list: List, create: Create }) => {
            const at = (path: string, view: ReactNode) => (
              <Route key={path} path={path} element={<ResourceContextProvider value={name}>{view}</ResourceContextProvider>} />
            );
            return [
              ...(List ? [routePath, ...listAliases].filter((path) => path !== undefined).map((path) => at(path, <List />)) : []),
              // Support staff may not create: they read why instead of a form they could not save.
              ...(createPath && Create
                ? [
                    at(
                      createPath,
                      <RequireAccess action="create">
                        <Create />
                      </RequireAccess>,
                    ),
                  ]
                : []),
            ];
          })}
        </CustomRoutes>
      </Admin>
    </PreferencesGate>
  </AuthGate>
);
