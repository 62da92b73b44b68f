// Signing in and out are full browser navigations handled by the backend.

export const LOGIN_URL = '/api/login';
export const LOGOUT_URL = '/api/logout';

export function signIn() {
  window.location.assign(LOGIN_URL);
}
