// Serves the app's routes from the browser's address bar.
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './routes';

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
