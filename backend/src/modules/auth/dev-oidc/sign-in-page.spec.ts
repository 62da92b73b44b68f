import { readSignInForm, renderSignInPage, renderSignOutPage } from './sign-in-page';

describe("the development provider's sign-in form", () => {
  it('signs a person in with their email as the subject, compared without case', () => {
    const form = readSignInForm({ email: ' Alex@Example.com ', givenName: 'Alex', familyName: 'Rivera' });
    expect(form.account).toEqual({
      sub: 'alex@example.com',
      email: 'alex@example.com',
      givenName: 'Alex',
      familyName: 'Rivera',
    });
  });

  it('allows an empty last name', () => {
    expect(readSignInForm({ email: 'sam@example.com', givenName: 'Sam' }).account?.familyName).toBe('');
  });

  it.each([
    [{ email: 'not-an-email', givenName: 'Alex' }, 'Enter an email address'],
    [{ email: '', givenName: 'Alex' }, 'Enter an email address'],
    [{ email: 'alex@example.com', givenName: '  ' }, 'Enter your first name'],
    [{ email: 'alex@example.com', givenName: 'A'.repeat(101) }, 'at most 100 characters'],
    [{ email: ['alex@example.com'], givenName: 'Alex' }, 'Enter an email address'],
  ])('refuses %j with a message saying what to fix', (body, message) => {
    const form = readSignInForm(body as Record<string, unknown>);
    expect(form.account).toBeUndefined();
    expect(form.error).toContain(message);
  });

  it('shows typed values back as text, never as markup', () => {
    const page = renderSignInPage({
      action: '/oidc/interaction/abc',
      values: { email: '"><script>alert(1)</script>', givenName: '<b>', familyName: '' },
      error: '<i>oops</i>',
    });
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).not.toContain('<b>');
    expect(page).toContain('&#60;i&#62;oops&#60;/i&#62;');
  });

  it("asks before signing out of the provider, with a button that submits the provider's own form", () => {
    const page = renderSignOutPage('<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>');
    expect(page).toContain('<form id="op.logoutForm"');
    expect(page).toMatch(/<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out<\/button>/);
  });
});
