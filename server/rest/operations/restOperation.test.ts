import { restTable, successAfter, type RestCall } from './restOperation';

const handle = () => ({ success: true });

describe('restTable', () => {
  it('reads a row as its operation: the id from its key, the method and path from its route, the rest from the defaults', () => {
    const [read, change] = restTable(
      { tag: 'Playlists', who: 'user', pathParams: { id: 'Playlist id.', username: 'Username.' } },
      {
        playlist: {
          route: 'GET /api/playlists/:id',
          summary: 'One playlist',
          output: { description: 'The playlist.', view: 'Playlist' },
          handle,
        },
        unsharePlaylist: {
          route: 'DELETE /api/playlists/:id/share/:username',
          tag: 'Sharing',
          summary: 'Stop sharing',
          pathParams: { username: 'Username or user id.' },
          output: { status: 204, description: 'Done.' },
          handle,
        },
      },
    );
    expect(read).toEqual({
      operationId: 'playlist',
      method: 'get',
      path: '/api/playlists/:id',
      tag: 'Playlists',
      who: 'user',
      changesState: false,
      summary: 'One playlist',
      pathParams: { id: 'Playlist id.' },
      output: { status: 200, description: 'The playlist.', view: 'Playlist' },
      handle,
    });
    expect(change).toMatchObject({
      operationId: 'unsharePlaylist',
      method: 'delete',
      path: '/api/playlists/:id/share/:username',
      tag: 'Sharing',
      changesState: true,
      pathParams: { id: 'Playlist id.', username: 'Username or user id.' },
      output: { status: 204, description: 'Done.' },
    });
  });

  it('leaves out path parameters a route does not have, and lets a GET say it changes state', () => {
    const [operation] = restTable(
      { tag: 'Accounts', who: 'anyone', pathParams: { id: 'Unused.' } },
      {
        finishLogin: {
          route: 'GET /api/login/callback',
          summary: 'Back from the provider',
          changesState: true,
          output: { status: 303, description: 'To the app.' },
          handle,
        },
      },
    );
    expect(operation).not.toHaveProperty('pathParams');
    expect(operation!.changesState).toBe(true);
  });

  it('refuses a route with a path parameter nobody describes, naming the operation and the parameter', () => {
    expect(() =>
      restTable(
        { tag: 'Admin', who: 'admin' },
        {
          deleteUser: {
            route: 'DELETE /api/admin/users/:id',
            summary: 'Delete a user',
            output: { status: 204, description: 'Deleted.' },
            handle,
          },
        },
      ),
    ).toThrow('deleteUser: no description of :id');
  });
});

describe('successAfter', () => {
  it('answers { success: true } once the service call is done, and not before', async () => {
    const done: string[] = [];
    const handle = successAfter(async ({ params }) => {
      await Promise.resolve();
      done.push(params.id!);
    });
    await expect(handle({ params: { id: 'p-1' } } as unknown as RestCall)).resolves.toEqual({ success: true });
    expect(done).toEqual(['p-1']);
  });

  it("passes on the service's refusal instead of answering success", async () => {
    const handle = successAfter(() => Promise.reject(new Error('Not yours')));
    await expect(handle({} as RestCall)).rejects.toThrow('Not yours');
  });
});
