import { AppLayout } from './components/AppLayout/AppLayout';
import { Header } from './components/Header/Header';
import { OfflineNotice } from './offline/OfflineNotice';
import { AppRoutes } from './routes';

/** The whole app inside its providers: layout around the routes, with a notice while offline. */
export function App() {
  return (
    <AppLayout header={<Header />}>
      <OfflineNotice />
      <AppRoutes />
    </AppLayout>
  );
}
