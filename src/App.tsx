import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, ResourceContextProvider } from 'react-admin';
import { AuthGate } from './auth/AuthGate';
import { authProvider } from './auth/authProvider';
import { addAgentScreen } from './custom/add-agent';
import { landingOrderScreen } from './custom/landing-order';
import { Dashboard } from './custom/dashboard/Dashboard';
import { UnexpectedError } from './custom/errors/UnexpectedError';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Layout } from './layout/Layout';
import { resources } from './resources';
import { theme } from './theme';

/** Bespoke screens mounted as routes inside the shell. */
const customScreens = [landingOrderScreen, addAgentScreen];

export const App = () => (
  <AuthGate authProvider={authProvider}>
    <Admin
      title="Property Back-Office"
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      layout={Layout}
      dashboard={Dashboard}
      catchAll={UnexpectedError}
      loginPage={false}
      theme={theme}
      disableTelemetry
    >
      {resources.map(({ name, api: _api, messages: _messages, routePath, createPath, list, create, ...views }) => (
        <Resource key={name} name={name} list={routePath ? undefined : list} create={createPath ? undefined : create} {...views} />
      ))}
      <CustomRoutes>
        {customScreens.map(({ path, component: Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        {/* Lists at the spec's own route rather than at `/{name}` (e.g. '/activity-log'). */}
        {resources.map(({ name, routePath, list: List }) =>
          routePath && List ? (
            <Route
              key={name}
              path={routePath}
              element={
                <ResourceContextProvider value={name}>
                  <List />
                </ResourceContextProvider>
              }
            />
          ) : null,
        )}
        {/* Create forms at the spec's own route (e.g. '/add-property'). */}
        {resources.map(({ name, createPath, create: Create }) =>
          createPath && Create ? (
            <Route
              key={`${name}-create`}
              path={createPath}
              element={
                <ResourceContextProvider value={name}>
                  <Create />
                </ResourceContextProvider>
              }
            />
          ) : null,
        )}
      </CustomRoutes>
    </Admin>
  </AuthGate>
);
