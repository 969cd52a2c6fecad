import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../server/app';
import { buildTestApp, DEMO_ADMIN, loginAs } from './helpers/test-app';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const login = (payload: unknown) => app.inject({ method: 'POST', url: '/api/auth/user-login', payload: payload as object });

describe('POST /api/auth/user-login', () => {
  it('logs the demo admin in and sets an HttpOnly authToken cookie', async () => {
    const res = await login({ emailAddress: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ emailAddress: DEMO_ADMIN.email, firstName: 'Alex', userRoleTypeId: 1 });
    const cookie = res.cookies.find((c) => c.name === 'authToken');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });
});
