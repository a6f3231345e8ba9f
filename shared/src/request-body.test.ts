import { REQUEST_BODY_MESSAGES, formatFileSize } from './index';

describe('sizes as people read them', () => {
  it('counts bytes, then KB and MB with one decimal where it says something', () => {
    expect([0, 512, 1536, 100 * 1024, 3.25 * 1024 * 1024, 25 * 1024 * 1024].map(formatFileSize)).toEqual(['0 B', '512 B', '1.5 KB', '100 KB', '3.3 MB', '25 MB']);
  });

  it('names the limit when a request is too large', () => {
    expect(REQUEST_BODY_MESSAGES.tooLarge(formatFileSize(100 * 1024))).toBe('The request is larger than the 100 KB this call accepts.');
  });
});
