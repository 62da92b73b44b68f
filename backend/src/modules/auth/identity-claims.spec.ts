import { mergeClaims } from './identity-claims';

describe('reading who a person is from the OpenID answers', () => {
  it('prefers the userinfo answer where both speak', () => {
    const claims = mergeClaims(
      { sub: 'abc', given_name: 'Old', email: 'a@example.com' },
      { sub: 'abc', given_name: 'New', picture: 'https://example.com/a.png' },
    );
    expect(claims).toEqual({
      sub: 'abc',
      email: 'a@example.com',
      given_name: 'New',
      family_name: undefined,
      picture: 'https://example.com/a.png',
    });
  });

  it('treats blank names as absent', () => {
    expect(mergeClaims({ sub: 'abc', given_name: '  ' }, undefined).given_name).toBeUndefined();
  });

  it('refuses a userinfo answer about someone else', () => {
    expect(() => mergeClaims({ sub: 'abc' }, { sub: 'xyz' })).toThrow(/different person/);
  });
});
