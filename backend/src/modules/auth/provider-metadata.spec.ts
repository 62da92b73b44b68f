import { basicCredentials, clientAuthMethodFor } from './provider-metadata';

describe("choosing how Pause's client proves who it is at the token endpoint", () => {
  it.each([
    [undefined, 'client_secret_basic'],
    [['client_secret_basic', 'client_secret_post'], 'client_secret_basic'],
    [['private_key_jwt', 'client_secret_post'], 'client_secret_post'],
    [['client_secret_post'], 'client_secret_post'],
  ])('uses what the discovery document offers (%j: %s)', (offered, method) => {
    expect(clientAuthMethodFor({ token_endpoint_auth_methods_supported: offered })).toBe(method);
  });
});

describe('the client_secret_basic credentials', () => {
  const decoded = (header: string) => Buffer.from(header.replace(/^Basic /, ''), 'base64').toString();

  it('leaves letters, digits, "-", "." and "_" as they are, for providers that do not decode them', () => {
    expect(decoded(basicCredentials('pause', 'pause-glewlwyd_secret.1'))).toBe('pause:pause-glewlwyd_secret.1');
  });

  it('form-encodes what would break the pair: ":", "%", "+", spaces and the like', () => {
    expect(decoded(basicCredentials('pause:web', 'a b+c%d/é'))).toBe('pause%3Aweb:a+b%2Bc%25d%2F%C3%A9');
  });
});
