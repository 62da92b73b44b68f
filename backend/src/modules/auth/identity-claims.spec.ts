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
      email_verified: false,
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

  describe('whether the email is verified', () => {
    it('is what the provider says with the email, true or "true"', () => {
      expect(mergeClaims({ sub: 'a', email: 'a@example.com', email_verified: true }, undefined).email_verified).toBe(
        true,
      );
      expect(mergeClaims({ sub: 'a', email: 'a@example.com', email_verified: 'true' }, undefined).email_verified).toBe(
        true,
      );
      expect(mergeClaims({ sub: 'a', email: 'a@example.com', email_verified: false }, undefined).email_verified).toBe(
        false,
      );
    });

    it('is no when the provider does not say', () => {
      expect(mergeClaims({ sub: 'a', email: 'a@example.com' }, undefined).email_verified).toBe(false);
    });

    it('is no without an email, whatever the claim says', () => {
      expect(mergeClaims({ sub: 'a', email_verified: true }, undefined).email_verified).toBe(false);
    });

    it("is said by the userinfo answer when the email comes from it, not by the ID token's claim about another", () => {
      const claims = mergeClaims(
        { sub: 'a', email: 'old@example.com', email_verified: true },
        { sub: 'a', email: 'new@example.com' },
      );
      expect(claims).toMatchObject({ email: 'new@example.com', email_verified: false });
      expect(
        mergeClaims({ sub: 'a', email: 'a@example.com', email_verified: true }, { sub: 'a', given_name: 'A' })
          .email_verified,
      ).toBe(true);
    });
  });
});
