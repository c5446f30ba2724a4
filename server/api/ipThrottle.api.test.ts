import { LOGIN_FAILURES_PER_IP } from '../../schema/limits';
import { newClient } from '../test/apiClient';
import { graphqlDoor, restDoor } from '../test/doors';
import { buildUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/testServer';

// Its own file, so its own database: every test client shares the address 127.0.0.1.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('failed logins per client address', () => {
  it(`allow ${LOGIN_FAILURES_PER_IP} failures across accounts and both doors, then refuse every login with 429`, async () => {
    const { user, password } = await buildUser(app.em());
    const client = await newClient(app);
    for (let attempt = 0; attempt < LOGIN_FAILURES_PER_IP; attempt++) {
      const door = attempt % 2 ? graphqlDoor : restDoor;
      // A different unknown account each time, so only the address bucket fills up.
      const result = await door.login(client, { usernameOrEmail: `nobody_${attempt}`, password: 'wrong-password' });
      expect(result.status).toBe(401);
    }
    const blocked = await restDoor.login(client, { usernameOrEmail: user.username, password });
    expect(blocked).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect((await graphqlDoor.login(client, { usernameOrEmail: user.username, password })).status).toBe(429);
  });
});
