import { randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Express, Request } from 'express';
import {
  getOperationAST,
  GraphQLError,
  Kind,
  parse,
  type OperationDefinitionNode,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLSchema,
} from 'graphql';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { REQUEST_ID_HEADER } from '../../schema/http';
import { GRAPHQL_MAX_TOKENS, JSON_BODY_MAX_BYTES } from '../../schema/limits';
import { AppError, codeForClientStatus, ValidationError } from '../errors/appErrors';
import { apiValidationRules, checkOperationLimits, formatGraphQLError } from '../graphql/apollo';
import { graphQLContext, type GraphQLContext } from '../graphql/context';
import type { SessionControl } from '../services/context';
import { viewerNow } from '../services/live/credentials';
import type { LiveHub } from '../events/hub';
import type { AppServices } from '../services/appServices';
import { authenticateSocket, FOREIGN_ORIGIN, isOwnOrigin, type ConnectionParams, type SocketAuth } from './socketAuth';

/** Seconds between the server's pings on an idle socket; a socket that misses a pong is closed. */
export const KEEP_ALIVE_MS = 12_000;
/** Subscriptions one socket may hold at once. */
export const SUBSCRIPTIONS_PER_SOCKET = 32;
/** Open sockets one user (or, signed out, one address) may hold on one instance: a page holds one. */
export const SOCKETS_PER_USER = 20;
/** Refusal of a socket beyond {@link SOCKETS_PER_USER} (closed with 4429). */
export const TOO_MANY_SOCKETS = `At most ${SOCKETS_PER_USER} open connections per account: close a tab and try again`;
/** Refusal of a query or mutation sent over the socket. */
export const ONLY_SUBSCRIPTIONS =
  'Over WebSocket only subscriptions and the serverTime query are served; send other queries and mutations to /graphql over HTTP';

/** Queries served over the socket: a clock read, where a warm socket gives the shortest round trips (docs/features/live-rehearsal.md). */
const SOCKET_QUERY_FIELDS = new Set(['serverTime', '__typename']);

/** Whether `operation` is a subscription, or a query of nothing but the clock. */
function servedOverSocket(operation: OperationDefinitionNode): boolean {
  if (operation.operation === 'subscription') return true;
  return (
    operation.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && SOCKET_QUERY_FIELDS.has(selection.name.value),
    )
  );
}

/** A socket has no cookie to change: signing in and out happens over HTTP. */
const NO_SESSION: SessionControl = { signIn: () => undefined, signOut: () => undefined, refresh: () => undefined };

/** graphql-ws's extra, with the socket's authentication once `connection_init` has passed. */
type SocketExtra = Extra & { auth?: SocketAuth; holder?: string };

/** The live-update server of one app: its upgrade handler, its hub, and how to stop both. */
export interface LiveServer {
  hub: LiveHub;
  /** For the HTTP server's 'upgrade' event. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket (1001, subscriptions completed), then stops listening to PostgreSQL. Safe to call twice. */
  close(): Promise<void>;
}

/** Refuses an upgrade with an HTTP answer in our JSON error shape (before any WebSocket exists). */
function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message, code: codeForClientStatus(status) });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `${REQUEST_ID_HEADER}: ${randomUUID()}`,
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}

/** WebSocket close codes for a refused `connection_init`, after graphql-ws's 4403 (Forbidden). */
function closeCodeOf(error: AppError): number {
  return 4000 + error.status;
}

/** A refusal graphql-ws sends as an error message; formatGraphQLError gives it our code. */
function refusal(error: AppError): GraphQLError[] {
  return [new GraphQLError(error.message, { originalError: error })];
}

/**
 * Parses, validates and checks the limits of one operation as Apollo does for HTTP (the same
 * token limit, rules and cost), and refuses anything but a subscription or a clock read.
 */
function prepare(
  schema: GraphQLSchema,
  query: string,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
): { document: DocumentNode; clockRead: boolean } | readonly GraphQLError[] {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: GRAPHQL_MAX_TOKENS });
  } catch (error) {
    return [error as GraphQLError];
  }
  const errors = validate(schema, document, [...specifiedRules, ...apiValidationRules()]);
  if (errors.length) return errors;
  const operation = getOperationAST(document, operationName);
  if (!operation) return refusal(new ValidationError('The document names no operation to run'));
  if (!servedOverSocket(operation)) return refusal(new ValidationError(ONLY_SUBSCRIPTIONS));
  try {
    checkOperationLimits(schema, document, operation, variables);
  } catch (error) {
    return refusal(error as AppError);
  }
  return { document, clockRead: operation.operation === 'query' };
}

/**
 * GraphQL subscriptions over WebSocket at /graphql (graphql-ws protocol), next to Apollo's HTTP
 * door on the same server. The upgrade is refused (403) when a browser says the page is of another
 * site; `connection_init` must then prove who is on the socket (socketAuth.ts). Each operation
 * gets its own EntityManager and the socket's user as of now; the server pings idle sockets.
 */
export async function createLiveServer(
  app: Express,
  schema: GraphQLSchema,
  orm: MikroORM,
  keys: string[],
  { liveHub: hub, roomClock }: AppServices,
): Promise<LiveServer> {
  await hub.start();
  await roomClock.start(orm.em);
  const wss = new WebSocketServer({ noServer: true, maxPayload: JSON_BODY_MAX_BYTES });
  const socketsOf = new Map<string, number>();
  const server = useServer(
    {
      schema,
      onConnect: async (ctx) => {
        const extra = ctx.extra as SocketExtra;
        try {
          extra.auth = await authenticateSocket(
            orm.em.fork(),
            extra.request,
            (ctx.connectionParams ?? {}) as ConnectionParams,
            keys,
          );
          const holder = extra.auth.viewer
            ? `user:${extra.auth.viewer.id}`
            : `address:${(extra.request as Request).ip ?? 'unknown'}`;
          const held = socketsOf.get(holder) ?? 0;
          if (held >= SOCKETS_PER_USER) {
            extra.socket.close(4429, TOO_MANY_SOCKETS);
            return false;
          }
          socketsOf.set(holder, held + 1);
          extra.holder = holder;
          return true;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          extra.socket.close(closeCodeOf(error), error.message);
          return false;
        }
      },
      onDisconnect: (ctx) => {
        const { holder } = ctx.extra as SocketExtra;
        if (!holder) return;
        const held = (socketsOf.get(holder) ?? 1) - 1;
        if (held > 0) socketsOf.set(holder, held);
        else socketsOf.delete(holder);
      },
      onSubscribe: async (ctx, _id, payload): Promise<ExecutionArgs | readonly GraphQLError[]> => {
        const extra = ctx.extra as SocketExtra;
        if (Object.keys(ctx.subscriptions).length >= SUBSCRIPTIONS_PER_SOCKET) {
          return refusal(new ValidationError(`A socket may hold at most ${SUBSCRIPTIONS_PER_SOCKET} subscriptions`));
        }
        const variables = payload.variables ?? {};
        const prepared = prepare(schema, payload.query, payload.operationName, variables);
        if (!('document' in prepared)) return prepared;
        const auth = extra.auth!;
        const em = orm.em.fork();
        const base = await graphQLContext({ req: extra.request as Request });
        const contextValue: GraphQLContext = {
          ...base,
          em,
          // The user as of this operation: a socket whose session ended since gets nothing more. A
          // clock read needs nobody, and its round trip stays as short as the socket allows.
          viewer:
            auth.credentials.kind === 'anonymous' || prepared.clockRead ? null : await viewerNow(em, auth.credentials),
          session: NO_SESSION,
          requestId: randomUUID(),
          apiTokenScope: auth.apiTokenScope,
          live: { credentials: auth.credentials },
        };
        return {
          schema,
          document: prepared.document,
          operationName: payload.operationName,
          variableValues: variables,
          contextValue,
        };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatGraphQLError(error.toJSON(), error)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatGraphQLError(error.toJSON(), error)) }
          : undefined,
    },
    wss,
    KEEP_ALIVE_MS,
  );
  let closing: Promise<void> | null = null;
  return {
    hub,
    handleUpgrade(request, socket, head) {
      const path = (request.url ?? '').split('?')[0];
      if (path !== '/graphql') return refuseUpgrade(socket, 404, 'Not found');
      // Express's request prototype: the client address, host and protocol as configured (trust proxy).
      Object.setPrototypeOf(request, app.request);
      (request as Request & { app: Express }).app = app;
      if (!isOwnOrigin(request)) return refuseUpgrade(socket, 403, FOREIGN_ORIGIN);
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
    },
    close() {
      closing ??= (async () => {
        await server.dispose();
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await hub.close();
        roomClock.stop();
      })();
      return closing;
    },
  };
}
