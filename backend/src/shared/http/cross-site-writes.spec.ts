import { isCrossSiteNavigation, isCrossSiteWrite } from './cross-site-writes';

const OWN = ['https://pause.example', 'http://localhost:3000'];
const write = (origin?: string, fetchSite?: string, method = 'POST') =>
  isCrossSiteWrite({ method, origin, fetchSite }, OWN);

describe('cross-site writes', () => {
  it('lets a write from the app’s own page through', () => {
    expect(write('https://pause.example', 'same-origin')).toBe(false);
    expect(write('http://localhost:3000')).toBe(false);
  });

  it('compares origins without regard to case', () => {
    expect(write('HTTPS://Pause.Example')).toBe(false);
  });

  it('refuses a write whose Origin is another site', () => {
    expect(write('https://evil.example', 'cross-site')).toBe(true);
    expect(write('https://evil.example')).toBe(true);
  });

  it('refuses the same host on another scheme or port', () => {
    expect(write('http://pause.example')).toBe(true);
    expect(write('http://localhost:3001')).toBe(true);
  });

  it('refuses an opaque origin ("null", sent by sandboxed frames)', () => {
    expect(write('null')).toBe(true);
  });

  it('refuses a write a browser marks cross-site even without an Origin', () => {
    expect(write(undefined, 'cross-site')).toBe(true);
    expect(write(undefined, 'same-site')).toBe(true);
  });

  it('lets programs that send neither header through', () => {
    expect(write(undefined, undefined)).toBe(false);
    expect(write(undefined, 'none')).toBe(false);
  });

  it('never refuses reads, whatever their origin', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(write('https://evil.example', 'cross-site', method)).toBe(false);
  });

  it('guards every method that changes something', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(write('https://evil.example', undefined, method)).toBe(true);
  });
});

describe('navigations another site started', () => {
  const navigation = (headers: { fetchSite?: string; origin?: string; referer?: string }) =>
    isCrossSiteNavigation({ fetchSite: undefined, origin: undefined, referer: undefined, ...headers }, OWN);

  it("are told by the browser's Sec-Fetch-Site: another site, or a sibling under the same domain", () => {
    expect(navigation({ fetchSite: 'cross-site' })).toBe(true);
    expect(navigation({ fetchSite: 'same-site' })).toBe(true);
    expect(navigation({ fetchSite: 'same-origin', referer: 'https://evil.example/' })).toBe(false);
  });

  it('leave out what the person did themselves: a typed address or a bookmark', () => {
    expect(navigation({ fetchSite: 'none' })).toBe(false);
  });

  it('are told by Origin or Referer in browsers that send no Sec-Fetch-Site', () => {
    expect(navigation({ origin: 'https://evil.example' })).toBe(true);
    expect(navigation({ referer: 'https://evil.example/page?x=1' })).toBe(true);
    expect(navigation({ referer: 'not a url' })).toBe(true);
    expect(navigation({ referer: 'https://pause.example/dashboard' })).toBe(false);
    expect(navigation({ origin: 'http://localhost:3000' })).toBe(false);
  });

  it('leave out programs, which send none of these headers', () => {
    expect(navigation({})).toBe(false);
  });
});
