import { Alert, Badge, Button, Code, CopyButton, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { RowButton } from '../../components/RowButton/RowButton';
import { useForm } from '@mantine/form';
import { yupResolver } from 'mantine-form-yup-resolver';
import { useState } from 'react';
import { API_TOKEN_NAME_MAX_LENGTH } from '../../../../schema/limits';
import { apiTokenSchema } from '../../../../schema/validation/apiTokens';
import { ConfirmDialog } from '../../components/ConfirmDialog/ConfirmDialog';
import { ProfileSection } from './ProfileSection';
import { ListStatus } from '../../components/ListStatus/ListStatus';
import { readApiError } from '../../graphql/errors';
import {
  ApiTokensDocument,
  useApiTokensQuery,
  useCreateApiTokenMutation,
  useRevokeApiTokenMutation,
  type ApiTokenRowFragment,
} from '../../graphql/generated';
import { showToast } from '../../toast';

// A type alias, not an interface: the resolver takes Record<string, unknown>, which interfaces never match.
type TokenFormValues = { name: string; scope: string; expiresInDays: string };

const EXPIRY_CHOICES = [
  { value: '', label: 'Never' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];

function when(value: unknown): string {
  return value ? new Date(value as string).toLocaleDateString() : '—';
}

/**
 * 'API tokens' on /profile (README "Using the API"): create a token (name, read-only or read-write,
 * optional expiry) and see it once, list them, revoke one.
 */
export function ApiTokensSection() {
  const tokensQuery = useApiTokensQuery({ fetchPolicy: 'cache-and-network' });
  const { data } = tokensQuery;
  const [createToken] = useCreateApiTokenMutation({
    refetchQueries: [ApiTokensDocument],
  });
  const [revokeToken] = useRevokeApiTokenMutation({
    refetchQueries: [ApiTokensDocument],
  });
  const form = useForm<TokenFormValues>({
    initialValues: { name: '', scope: 'read', expiresInDays: '' },
    // The expiry is a choice of the select (text here); name and scope follow the server's schema.
    validate: yupResolver(apiTokenSchema.pick(['name', 'scope'])),
  });
  const [created, setCreated] = useState<{
    name: string;
    token: string;
  } | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenRowFragment | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const tokens = data?.apiTokens ?? [];

  const submit = async (values: TokenFormValues) => {
    setSubmitting(true);
    try {
      const input = {
        name: values.name.trim(),
        scope: values.scope,
        ...(values.expiresInDays ? { expiresInDays: Number(values.expiresInDays) } : {}),
      };
      const result = await createToken({ variables: { input } });
      const token = result.data?.createApiToken;
      if (token) setCreated({ name: token.name, token: token.token });
      form.reset();
    } catch (caught) {
      const apiError = readApiError(caught);
      form.setFieldError('name', apiError.fields.name ?? apiError.message ?? 'Failed to create the token');
    } finally {
      setSubmitting(false);
    }
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      await revokeToken({ variables: { id: revoking.id } });
      showToast({
        color: 'green',
        title: 'Token revoked',
        message: `“${revoking.name}” stops working now.`,
      });
    } catch {
      showToast({
        color: 'red',
        title: 'Error',
        message: 'Failed to revoke the token',
      });
    } finally {
      setRevoking(null);
    }
  };

  return (
    <ProfileSection
      id="api-tokens-title"
      title="API tokens"
      intro={
        <>
          For scripts and integrations: send <Code>Authorization: Bearer &lt;token&gt;</Code> to /api and /graphql. See
          the <a href="/api/docs">API reference</a>.
        </>
      }
      dialog={
        <ConfirmDialog
          opened={revoking !== null}
          title="Revoke Token"
          message={`Revoke “${revoking?.name ?? ''}”? Anything using it stops working at once.`}
          confirmLabel="Revoke"
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        />
      }
    >
      {created && (
        <Alert color="green" role="status" aria-label={`Token “${created.name}” created`}>
          <Stack gap="xs">
            {/* Not Mantine's title: green on green 0 is below 4.5:1. */}
            <Text fw={700}>{`Token “${created.name}” created`}</Text>
            <Text size="sm">Copy it now: it will not be shown again.</Text>
            <Group gap="xs" wrap="nowrap">
              <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="new-api-token">
                {created.token}
              </Code>
              <CopyButton value={created.token}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Button size="xs" variant="subtle" w="fit-content" onClick={() => setCreated(null)}>
              Done
            </Button>
          </Stack>
        </Alert>
      )}
      <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
        <Group align="flex-end" wrap="wrap">
          <TextInput label="Token name" maxLength={API_TOKEN_NAME_MAX_LENGTH} {...form.getInputProps('name')} />
          <Select
            label="Access"
            data={[
              { value: 'read', label: 'Read-only' },
              { value: 'write', label: 'Read and write' },
            ]}
            allowDeselect={false}
            {...form.getInputProps('scope')}
          />
          <Select
            label="Expires"
            data={EXPIRY_CHOICES}
            allowDeselect={false}
            {...form.getInputProps('expiresInDays')}
          />
          <Button type="submit" disabled={submitting}>
            {submitting ? 'Creating...' : 'Create token'}
          </Button>
        </Group>
      </form>
      <ListStatus what="tokens" query={tokensQuery} empty={tokens.length === 0}>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Access</Table.Th>
                <Table.Th>Starts with</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Last used</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((token) => (
                <Table.Tr key={token.id}>
                  <Table.Td>{token.name}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={token.scope === 'write' ? 'orange' : 'gray'}>
                      {token.scope === 'write' ? 'Read and write' : 'Read-only'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Code>{token.prefix}…</Code>
                  </Table.Td>
                  <Table.Td>{when(token.createdAt)}</Table.Td>
                  <Table.Td>{token.expiresAt ? when(token.expiresAt) : 'Never'}</Table.Td>
                  <Table.Td>{token.lastUsedAt ? when(token.lastUsedAt) : 'Never'}</Table.Td>
                  <Table.Td>
                    <RowButton name={`Revoke token ${token.name}`} onClick={() => setRevoking(token)} danger>
                      Revoke
                    </RowButton>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListStatus>
    </ProfileSection>
  );
}
