import { canonicalHostForLogin } from './canonical-host';

describe('starting sign-in on the host name people are meant to use', () => {
  it('goes ahead on the public host name, whatever its case', () => {
    expect(canonicalHostForLogin('localhost:3000', 'http://localhost:3000', {})).toEqual({ action: 'continue' });
    expect(canonicalHostForLogin('Pause.Example.com', 'https://pause.example.com', {})).toEqual({
      action: 'continue',
    });
  });

  it('sends a visitor on another name of the machine to the public one first', () => {
    expect(canonicalHostForLogin('127.0.0.1:3000', 'http://localhost:3000', {})).toEqual({
      action: 'redirect',
      location: 'http://localhost:3000/api/login?canonical=1',
    });
  });

  it('treats another port as another host', () => {
    expect(canonicalHostForLogin('localhost:5173', 'http://localhost:3000', {}).action).toBe('redirect');
  });

  it('sends a visitor over only once, so a proxy that rewrites the host cannot make a loop', () => {
    expect(canonicalHostForLogin('10.0.0.5:3000', 'https://pause.example.com', { canonical: '1' })).toEqual({
      action: 'continue-on-other-host',
      host: '10.0.0.5:3000',
    });
  });
});
