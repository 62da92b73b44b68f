// The app's routes: the home page (a week as `/?week=`), a month and a year of one's own (lib/period.ts;
// the signed-in route tells them apart by their parameter, so the landing page's first load stays
// within its budget), and a catch-all for anything else. Declared as <Routes> rather than route objects for a data router:
// the app uses no loaders or actions, and the declarative router leaves react-router's data-router code
// out of the landing page's first load (docs/performance.md).
import { Route, Routes } from 'react-router-dom';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<HomeRoute />} />
      <Route path="/month/:month" element={<HomeRoute />} />
      <Route path="/year/:year" element={<HomeRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
