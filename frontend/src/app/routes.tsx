// The app's routes: the home page and a catch-all for anything else.
import type { RouteObject } from 'react-router-dom';
import { HomeRoute } from './routes/home-route';
import { NotFoundRoute } from './routes/not-found-route';

export const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '*', element: <NotFoundRoute /> },
];
