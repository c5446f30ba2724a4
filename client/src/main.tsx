import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { ApolloProvider } from '@apollo/client';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '../../schema/limits';
import { createApolloClient } from './apollo';
import { App } from './App';
import { theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// useTransitions={false}: navigation must commit synchronously together with the user change
// on logout (see useLogout), which a transition would defer.
createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={createApolloClient()}>
      <MantineProvider theme={theme}>
        <Notifications limit={TOAST_LIMIT} autoClose={TOAST_DURATION_MS} />
        <ModalsProvider>
          <BrowserRouter useTransitions={false}>
            <App />
          </BrowserRouter>
        </ModalsProvider>
      </MantineProvider>
    </ApolloProvider>
  </StrictMode>,
);
