import { isSealed, newPersonalDataKey, seal, unseal } from './personal-data-cipher';

const ANA = '2b0c5a5e-7f0e-4c47-9d8a-0d7c1e6b9a11';
const BO = '9e4f3c2d-1b0a-4f9e-8d7c-6b5a49382716';

describe('sealing a personal field', () => {
  const key = newPersonalDataKey();

  it('opens with the owner’s key to exactly what was sealed', () => {
    for (const value of ['A walk by the canal 🌸', '', 'line one\nline "two"', { nested: [1, 2] }]) {
      expect(unseal(key, seal(key, ANA, value))).toEqual(value);
    }
  });

  it('names its owner and holds nothing of the value in clear', () => {
    const sealed = seal(key, ANA, 'A walk by the canal');
    expect(isSealed(sealed)).toBe(true);
    expect(sealed.sealedFor).toBe(ANA);
    expect(JSON.stringify(sealed)).not.toMatch(/canal/);
  });

  it('seals the same value differently each time (a fresh IV)', () => {
    expect(seal(key, ANA, 'same').data).not.toBe(seal(key, ANA, 'same').data);
  });

  it('never gives two seals the same IV, across many pages of random bytes', () => {
    const ivs = new Set<string>();
    const seals = 5_000; // about fifteen of the pages the IVs are drawn from
    for (let index = 0; index < seals; index++) {
      ivs.add(
        Buffer.from(seal(key, ANA, index).data, 'base64')
          .subarray(0, 12)
          .toString('hex'),
      );
    }
    expect(ivs.size).toBe(seals);
  });

  it('does not open with another key, for another owner, or once changed', () => {
    const sealed = seal(key, ANA, 'secret');
    expect(() => unseal(newPersonalDataKey(), sealed)).toThrow();
    expect(() => unseal(key, { ...sealed, sealedFor: BO })).toThrow();
    const bytes = Buffer.from(sealed.data, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => unseal(key, { ...sealed, data: bytes.toString('base64') })).toThrow();
  });

  it('tells a sealed value from anything a person could have typed', () => {
    expect(isSealed('{"sealedFor":"x"}')).toBe(false);
    expect(isSealed(null)).toBe(false);
    expect(isSealed({ sealedFor: ANA, cipher: 'rot13', data: '' })).toBe(false);
  });
});
