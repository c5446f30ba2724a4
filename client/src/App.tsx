import { useLocation } from 'react-router';
import { AppLayout } from './components/AppLayout/AppLayout';
import { isChromelessPath } from './components/AppLayout/chromeless';
import { Header } from './components/Header/Header';
import { OfflineNotice } from './offline/OfflineNotice';
import { AppRoutes } from './routes';

/** The whole app inside its providers: layout around the routes (none on the stage), with a notice while offline. */
export function App() {
  const { pathname } = useLocation();
  return (
    <AppLayout header={<Header />} bare={isChromelessPath(pathname)}>
      <OfflineNotice />
      <AppRoutes />
    </AppLayout>
  );
}
