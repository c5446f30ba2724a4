import { AppLayout } from './components/AppLayout/AppLayout';
import { AppRoutes } from './routes';

/** The whole app inside its providers: layout around the routes. */
export function App() {
  return (
    <AppLayout>
      <AppRoutes />
    </AppLayout>
  );
}
