import { clientAuthMethodFor } from './provider-metadata';

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
