import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { AuthGate } from './auth/AuthGate';
import { authProvider } from './auth/authProvider';
import { AddAgentPlaceholder } from './custom/add-agent/AddAgentPlaceholder';
import { Dashboard } from './custom/dashboard/Dashboard';
import { UnexpectedError } from './custom/errors/UnexpectedError';
import { dataProvider } from './dataProvider';
import { i18nProvider } from './i18nProvider';
import { Layout } from './layout/Layout';
import { resources } from './resources';
import { theme } from './theme';

/** Bespoke screens mounted as routes inside the shell. */
const customScreens = [AddAgentPlaceholder];

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
      {resources.map(({ name, api: _api, messages: _messages, ...views }) => (
        <Resource key={name} name={name} {...views} />
      ))}
      <CustomRoutes>
        {customScreens.map((Screen) => (
          <Route key={Screen.path} path={Screen.path} element={<Screen />} />
        ))}
      </CustomRoutes>
    </Admin>
  </AuthGate>
);
