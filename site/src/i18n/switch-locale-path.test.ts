import { describe, expect, it } from 'vitest';
import { switchLocalePath } from '.';

describe('switchLocalePath', () => {
  it('keeps the page when switching language', () => {
    expect(switchLocalePath('/', 'en')).toBe('/en');
    expect(switchLocalePath('/auth/sign-in', 'en')).toBe('/en/auth/sign-in');
    expect(switchLocalePath('/en/auth/sign-up', 'no')).toBe('/no/auth/sign-up');
    expect(switchLocalePath('/no', 'en')).toBe('/en');
    expect(switchLocalePath('/en/', 'no')).toBe('/no');
  });
});
