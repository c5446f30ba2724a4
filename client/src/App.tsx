import { AppLayout } from './components/AppLayout/AppLayout';
import { Header } from './components/Header/Header';
import { AppRoutes } from './routes';

/** The whole app inside its providers: layout around the routes. */
export function App() {
  return (
    <AppLayout header={<Header />}>
      <AppRoutes />
    </AppLayout>
  );
}
