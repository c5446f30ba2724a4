import { READ_ONLY_TOKEN_OPERATIONS, tokenScopeAllows } from './readOnlyTokens';

describe('what a read-only API token may call', () => {
  it('reads on both doors: safe REST methods and GraphQL queries', () => {
    for (const method of READ_ONLY_TOKEN_OPERATIONS.restMethods)
      expect(tokenScopeAllows('read', { restMethod: method })).toBe(true);
    expect(tokenScopeAllows('read', { restMethod: 'get' })).toBe(true);
    expect(tokenScopeAllows('read', { graphqlOperation: 'query' })).toBe(true);
  });

  it('never a change: other REST methods, GraphQL mutations and subscriptions', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(tokenScopeAllows('read', { restMethod: method })).toBe(false);
    expect(tokenScopeAllows('read', { graphqlOperation: 'mutation' })).toBe(false);
    expect(tokenScopeAllows('read', { graphqlOperation: 'subscription' })).toBe(false);
  });

  it('leaves a write token and a session (no token) to what their user may do', () => {
    for (const scope of ['write', null, undefined] as const) {
      expect(tokenScopeAllows(scope, { restMethod: 'DELETE' })).toBe(true);
      expect(tokenScopeAllows(scope, { graphqlOperation: 'mutation' })).toBe(true);
    }
  });
});
