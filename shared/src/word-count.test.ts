import { PITCH_WORD_GUIDES, wordCount } from './index';

describe('pitch word counts', () => {
  it('guides the 30-second pitch to about 75 words and the 2-minute pitch to about 300', () => {
    expect(PITCH_WORD_GUIDES).toEqual({ elevator_pitch_30s: 75, elevator_pitch_2min: 300 });
  });

  it('counts words separated by any white space, Norwegian letters included', () => {
    expect(wordCount('Vi gjør  strømmen\nbillig for   små bedrifter')).toBe(7);
    expect(wordCount('')).toBe(0);
    expect(wordCount('   ')).toBe(0);
    expect(wordCount(null)).toBe(0);
  });

  it('does not count a lone dash or bullet as a word', () => {
    expect(wordCount('Raskt – og billig • 24/7')).toBe(4);
  });
});
