// Must come first: tells Monaco how to start its (Vite-bundled, same-origin) web workers.
import './workers';
import 'graphiql/style.css';
import './playground.css';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { playgroundFetcher } from './fetcher';

const DEFAULT_QUERY = `# Welcome to the Music IQueue GraphQL playground.
# Requests run as the user signed in to this browser.

query Me {
  me {
    id
    username
    displayName
    isAdmin
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('playground.html has no #graphiql element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL fetcher={playgroundFetcher} defaultQuery={DEFAULT_QUERY} />
  </StrictMode>,
);
