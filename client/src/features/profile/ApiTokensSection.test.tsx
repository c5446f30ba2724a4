import type { MockedResponse } from '@apollo/client/testing';
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  LinkedProvidersDocument,
  RevokeApiTokenDocument,
  type ApiTokenRowFragment,
} from '../../graphql/generated';
import { buildUser, renderWithProviders, screen, userEvent, within } from '../../test-utils/render';
import { ApiTokensSection } from './ApiTokensSection';
import { LinkedProvidersSection } from './LinkedProvidersSection';

function tokenRow(overrides: Partial<ApiTokenRowFragment> = {}): ApiTokenRowFragment {
  return {
    __typename: 'ApiTokenInfo',
    id: 't-1',
    name: 'Spreadsheet sync',
    scope: 'read',
    prefix: 'miq_AbCdEfGh',
    createdAt: '2026-11-01T10:00:00.000Z',
    expiresAt: null,
    lastUsedAt: null,
    ...overrides,
  };
}

const tokensMock = (tokens: ApiTokenRowFragment[]): MockedResponse => ({
  request: { query: ApiTokensDocument },
  result: { data: { apiTokens: tokens } },
});

describe('API tokens on /profile', () => {
  it('lists tokens with their access, prefix and dates, never the token itself', async () => {
    renderWithProviders(<ApiTokensSection />, {
      user: buildUser(),
      mocks: [tokensMock([tokenRow({ scope: 'write', lastUsedAt: '2026-11-20T10:00:00.000Z' })])],
    });
    const row = within((await screen.findByRole('cell', { name: 'Spreadsheet sync' })).closest('tr')!);
    expect(row.getByText('Read and write')).toBeInTheDocument();
    expect(row.getByText('miq_AbCdEfGh…')).toBeInTheDocument();
    expect(row.getByText('Never')).toBeInTheDocument();
  });

  it('creates a token and shows it once, with a Copy button; Done hides it for good', async () => {
    const secret = 'miq_secretsecretsecretsecretsecretsecretsecretse';
    renderWithProviders(<ApiTokensSection />, {
      user: buildUser(),
      mocks: [
        tokensMock([]),
        {
          request: {
            query: CreateApiTokenDocument,
            variables: { input: { name: 'Band sheet', scope: 'write', expiresInDays: 30 } },
          },
          result: {
            data: {
              createApiToken: { __typename: 'CreatedApiToken', id: 't-2', name: 'Band sheet', token: secret },
            },
          },
        },
        tokensMock([
          tokenRow({ id: 't-2', name: 'Band sheet', scope: 'write', expiresAt: '2026-12-23T10:00:00.000Z' }),
        ]),
      ],
    });
    const user = userEvent.setup();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Token name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Token name'), 'Band sheet');
    await user.click(screen.getByRole('combobox', { name: 'Access' }));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(screen.getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByText(secret)).toBeInTheDocument();
    expect(screen.getByText('Copy it now: it will not be shown again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Band sheet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
  });

  it('revokes a token after a confirmation', async () => {
    renderWithProviders(<ApiTokensSection />, {
      user: buildUser(),
      mocks: [
        tokensMock([tokenRow()]),
        {
          request: { query: RevokeApiTokenDocument, variables: { id: 't-1' } },
          result: { data: { revokeApiToken: true } },
        },
        tokensMock([]),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke token Spreadsheet sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke Token' }));
    await user.click(dialog.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Token revoked')).toBeInTheDocument();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
  });
});

describe('sign-in methods on /profile', () => {
  it('offers Link {provider} (to /api/login?link=1) and lists linked accounts', async () => {
    renderWithProviders(<LinkedProvidersSection />, {
      user: buildUser(),
      authProvider: { __typename: 'AuthProvider', name: 'Keycloak', appDomain: null, loginUrl: '/api/login' },
      mocks: [
        {
          request: { query: LinkedProvidersDocument },
          result: {
            data: {
              linkedProviders: [
                {
                  __typename: 'LinkedProvider',
                  issuer: 'https://sso.example/realms/band',
                  linkedAt: '2026-11-02T10:00:00.000Z',
                },
              ],
            },
          },
        },
      ],
    });
    expect(await screen.findByText(/https:\/\/sso\.example\/realms\/band/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link Keycloak' })).toHaveAttribute('href', '/api/login?link=1');
  });

  it('shows nothing on a server without a provider', async () => {
    const { container } = renderWithProviders(<LinkedProvidersSection />, { user: buildUser() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
