import './styles/firstLoad';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Root } from './boot/Root';
import { registerServiceWorker } from './offline/serviceWorker';
import { cssVariablesResolver, theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// useTransitions={false}: navigation must commit synchronously together with the user change
// on logout (see useLogout), which a transition would defer.
createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <BrowserRouter useTransitions={false}>
        <Root />
      </BrowserRouter>
    </MantineProvider>
  </StrictMode>,
);

registerServiceWorker();
