import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INQUIRY_MESSAGES } from '@platform/shared';
import { downloadFile } from '../../utils/download';
import { HEAVY_TEST_MS, button, inquiry, renderPage, serveInquiries } from './test/inquiry-fixtures';

vi.mock('../../utils/download', () => ({ downloadFile: vi.fn() }));

describe('Eksporter CSV', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.mocked(downloadFile).mockReset();
    vi.useRealTimers();
  });

  it('downloads the server’s CSV of every inquiry matching the filters, named by the Norwegian date', async () => {
    // 23:30 UTC on 28 February is already 1 March in Oslo.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-28T23:30:00Z'));
    let finish!: () => void;
    vi.mocked(downloadFile).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    serveInquiries({ list: () => [inquiry({ name: 'Nora Berg' })] });
    renderPage('/inquiries?type=demo_request&status=new&page=2');
    await screen.findByText('Nora Berg');

    fireEvent.click(button('Eksporter CSV'));
    await waitFor(() =>
      expect(downloadFile).toHaveBeenCalledWith('/api/admin/inquiries/export?inquiry_type=demo_request&status=new', 'inquiries-2026-03-01.csv'),
    );
    // Busy until the file is there (antd marks the button busy in an effect after the render that started the export).
    await waitFor(() => expect(button('Eksporter CSV').className).toContain('ant-btn-loading'));
    finish();
    expect(await screen.findByText('Henvendelsene er eksportert')).toBeTruthy();
  });

  it('asks for all of them without filters, and says so when the export fails', async () => {
    vi.mocked(downloadFile).mockRejectedValue({ message: 'Internal Server Error', statusCode: 500 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveInquiries({ list: () => [inquiry({ name: 'Nora Berg' })] });
    renderPage();
    await screen.findByText('Nora Berg');
    fireEvent.click(button('Eksporter CSV'));
    expect(await screen.findByText(INQUIRY_MESSAGES.exportFailed)).toBeTruthy();
    expect(downloadFile).toHaveBeenCalledWith('/api/admin/inquiries/export', expect.stringMatching(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/));
  });
});
