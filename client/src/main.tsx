import './styles/firstLoad';
import './styles.css';
import { MantineProvider } from '@mantine/core';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Root } from './boot/Root';
import { registerServiceWorker } from './offline/serviceWorker';
import { cssVariablesResolver, theme } from './theme';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, where one long task would block a phone's slower CPU (bench:web's TBT).
// useTransitions={false}: navigation must commit synchronously together with the user change
// on logout (see useLogout), which a transition would defer.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <BrowserRouter useTransitions={false}>
          <Root />
        </BrowserRouter>
      </MantineProvider>
    </StrictMode>,
  ),
);

registerServiceWorker();
