import { growthPercent } from './dashboard';

describe('dashboard figures', () => {
  it('give growth as a percent with one decimal, and none when there was nothing before', () => {
    expect(growthPercent(15, 10)).toBe(50);
    expect(growthPercent(10, 15)).toBe(-33.3);
    expect(growthPercent(7, 7)).toBe(0);
    expect(growthPercent(4, 0)).toBeNull();
  });
});
