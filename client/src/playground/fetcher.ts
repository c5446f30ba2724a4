import { GraphQLError, type ExecutionResult } from 'graphql';
import { fetchWithFreshXsrfToken, xsrfHeaders } from '../xsrf';

/** One GraphQL request as GraphiQL hands it over. */
export interface PlaygroundRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/** Extra options GraphiQL passes (the headers typed into its Headers tab). */
export interface PlaygroundRequestOptions {
  headers?: Record<string, unknown>;
}

function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The playground's fetcher: POST /graphql with the session cookie (same origin only) and the
 * anti-forgery header read from the cookie at send time. A non-JSON answer (a proxy error page)
 * becomes a GraphQL-shaped error so GraphiQL can show it.
 */
export async function playgroundFetcher(
  request: PlaygroundRequest,
  options?: PlaygroundRequestOptions,
): Promise<ExecutionResult> {
  const response = await fetchWithFreshXsrfToken('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      ...stringHeaders(options?.headers),
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...xsrfHeaders(),
    },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  try {
    return JSON.parse(text) as ExecutionResult;
  } catch {
    return { errors: [new GraphQLError(`${response.status}: ${text || response.statusText}`)] };
  }
}
