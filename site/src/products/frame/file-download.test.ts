import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { dispositionFileName, downloadFile } from './file-download';

describe('file download', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the file name the server gives, the encoded form first', () => {
    expect(dispositionFileName(`attachment; filename="marked.xlsx"; filename*=UTF-8''markedsrapport-%C3%B8st.xlsx`)).toBe('markedsrapport-øst.xlsx');
    expect(dispositionFileName('attachment; filename="markedsrapport.pdf"')).toBe('markedsrapport.pdf');
    expect(dispositionFileName('attachment; filename=rapport.pdf')).toBe('rapport.pdf');
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });

  it('saves the file under the server’s name with the bearer token sent, and rejects a refusal with its reason', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    const fetchMock = vi.fn(async () => new Response('PDF', { headers: { 'Content-Disposition': 'attachment; filename="rapport.pdf"' } }));
    vi.stubGlobal('fetch', fetchMock);
    await downloadFile('/api/report.pdf', 'fallback.pdf', 'token-1');
    expect(saved).toEqual(['rapport.pdf']);
    expect(new Headers((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers).get('Authorization')).toBe('Bearer token-1');

    vi.stubGlobal('fetch', async () => new Response('PDF'));
    await downloadFile('/api/report.pdf', 'fallback.pdf', 'token-1');
    expect(saved).toEqual(['rapport.pdf', 'fallback.pdf']);

    vi.stubGlobal('fetch', async () =>
      Response.json(
        { error: { status: 403, message: 'Prøveperioden er over.', details: { reason: 'trialEnded', trialAvailable: false } } },
        { status: 403 },
      ),
    );
    const refused = await downloadFile('/api/report.pdf', 'fallback.pdf', 'token-1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, message: 'Prøveperioden er over.', details: { reason: 'trialEnded' } });
    expect(saved).toHaveLength(2);
  });
});
