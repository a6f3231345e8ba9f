import { describe, expect, it, vi } from 'vitest';
import { goAfterAuth, redirectTarget } from './redirect';

describe('redirect after sign-in', () => {
  it('reaches the admin app with a full page load', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    goAfterAuth('/admin/ideas', 'no', navigate, assign);
    expect(assign).toHaveBeenCalledWith('/admin/ideas');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates client-side to other site paths, keeping query and hash', () => {
    const navigate = vi.fn();
    const assign = vi.fn();
    goAfterAuth('/en/products/auto/landing?tab=1#top', 'en', navigate, assign);
    expect(navigate).toHaveBeenCalledWith('/en/products/auto/landing?tab=1#top', { replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('rejects other origins and falls back to the locale front page', () => {
    for (const from of ['//evil.com', '/\\evil.com', 'https://evil.com/admin', 'evil.com', '', null]) {
      expect(redirectTarget(from, 'no')).toEqual({ path: '/no', fullPageLoad: false });
    }
    const navigate = vi.fn();
    const assign = vi.fn();
    goAfterAuth('//evil.com', 'en', navigate, assign);
    expect(navigate).toHaveBeenCalledWith('/en', { replace: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('treats only /admin and /admin/... as the admin app', () => {
    expect(redirectTarget('/admin', 'no').fullPageLoad).toBe(true);
    expect(redirectTarget('/administration', 'no').fullPageLoad).toBe(false);
  });
});
