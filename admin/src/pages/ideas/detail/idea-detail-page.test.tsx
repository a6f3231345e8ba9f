import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpClient } from '../../../providers/http-client';
import type { IdeaDetail } from './detail-types';
import { ideaFixture } from './test/fixtures';
import { renderDetail } from './test/render-detail';
import { at, serveGets } from '../../../test/serve-http';

/** GET /api/admin/ideas/7 answers `idea` (or rejects with `reject`); the idea has no tasks. */
function serveIdea(idea: IdeaDetail | { reject: { message: string; statusCode: number } }) {
  return serveGets(
    at('/api/admin/ideas/7', () => idea),
    at('/api/admin/ideas/7/tasks', () => []),
  );
}

// Role queries compute the accessibility tree of this large page (seconds each in jsdom); text queries do not.
const location = () => screen.getByTestId('location').textContent;
const expectLocation = (path: string) => waitFor(() => expect(location()).toBe(path));
const button = (text: string) =>
  screen.getByText(text, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const heading = (text: string) => screen.findByText(text, { selector: 'h3' });
const tab = (text: string) => screen.getByText(text, { selector: '.ant-tabs-tab-btn' });
const openTab = (text: string) => fireEvent.click(tab(text));
/** Enter in an antd input: its onPressEnter fires on keydown, once per keyup. */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('Idea detail page', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the idea in view mode: title, document title, long texts with their line breaks, a dash for empty ones', async () => {
    serveIdea(ideaFixture());
    renderDetail();
    expect(await heading('Property valuation API')).toBeTruthy();
    expect(document.title).toBe('Property valuation API');
    expect(button('Edit')).toBeTruthy();
    expect(screen.queryByText('Save Changes', { selector: 'button span' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
    // The description keeps its line break (pre-wrap), in the Overview and in the sidebar.
    const descriptions = screen.getAllByText(
      (_, el) => el?.textContent === 'Automated valuations.\nSold per call.' && el.tagName === 'DIV',
    );
    expect(descriptions[0].style.whiteSpace).toBe('pre-wrap');
    openTab('Planning');
    const plan = screen.getByText('Execution plan').closest('div')!.parentElement!;
    expect(within(plan).getByText('—')).toBeTruthy();
  });

  it('opens in edit mode with ?edit=true', async () => {
    serveIdea(ideaFixture());
    renderDetail('/ideas/7?edit=true');
    expect(((await screen.findByLabelText('Title')) as HTMLInputElement).value).toBe('Property valuation API');
    expect(button('Save Changes')).toBeTruthy();
    expect(button('Cancel')).toBeTruthy();
  });

  it('Cancel restores the last loaded values and leaves edit mode', async () => {
    serveIdea(ideaFixture());
    renderDetail();
    fireEvent.click(await screen.findByText('Edit', { selector: 'button span' }));
    await expectLocation('/ideas/7?edit=true');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Something else' } });
    fireEvent.click(button('Cancel'));
    expect(screen.queryByLabelText('Title')).toBeNull();
    await expectLocation('/ideas/7');
    fireEvent.click(button('Edit'));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Property valuation API');
  });

  it('Esc cancels and Ctrl+S saves in edit mode', async () => {
    serveIdea(ideaFixture());
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: ideaFixture({ title: 'Saved by keyboard' }) });
    renderDetail('/ideas/7?edit=true');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Dropped' } });
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Escape' });
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(put).not.toHaveBeenCalled();

    fireEvent.click(button('Edit'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Saved by keyboard' } });
    fireEvent.keyDown(screen.getByLabelText('Title'), { key: 's', ctrlKey: true });
    expect(await heading('Saved by keyboard')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/api/admin/ideas/7', expect.objectContaining({ title: 'Saved by keyboard' }));
  });

  it('saves the full edit payload and returns to view mode without ?edit', async () => {
    serveIdea(ideaFixture());
    const put = vi.spyOn(httpClient, 'put').mockImplementation(async (_url: string, body: unknown) => ({
      data: { ...ideaFixture(), ...(body as object), updated_at: '2026-02-01T09:00:00.000Z' },
    }));
    renderDetail('/ideas/7?edit=true');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Valuation API v2' } });
    fireEvent.change(screen.getByLabelText('Background'), { target: { value: 'Line one\nLine two' } });
    fireEvent.click(button('Save Changes'));

    expect(await heading('Valuation API v2')).toBeTruthy();
    await expectLocation('/ideas/7');
    expect(screen.queryByLabelText('Title')).toBeNull();
    const [url, payload] = put.mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/api/admin/ideas/7');
    expect(payload).toMatchObject({
      title: 'Valuation API v2',
      background: 'Line one\nLine two',
      status: 'research',
      rank: 3,
      tags: ['api', 'data'],
    });
    // Counters, dates, the creator and the related lists are the server's.
    for (const field of ['id', 'comment_count', 'created_at', 'creator_email', 'comments', 'evaluations'])
      expect(payload).not.toHaveProperty(field);
    // The related lists loaded with the idea stay.
    expect(tab('Activity (1)')).toBeTruthy();
  });

  it.each([
    [{ message: 'Title is required.', statusCode: 400 }, 'Title is required.'],
    [{ message: 'Request failed with status code 500', statusCode: 500 }, 'Failed to save changes'],
    [{ message: 'Network Error', statusCode: 0 }, 'An unexpected error occurred'],
    [new TypeError('x is undefined'), 'An unexpected error occurred'],
  ])('a failed save shows a dismissible error (%o → %s) and stays in edit mode', async (failure, text) => {
    serveIdea(ideaFixture());
    vi.spyOn(httpClient, 'put').mockRejectedValue(failure);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail('/ideas/7?edit=true');
    fireEvent.click(await screen.findByText('Save Changes', { selector: 'button span' }));
    const alert = (await screen.findByText(text)).closest('.ant-alert') as HTMLElement;
    expect(screen.getByLabelText('Title')).toBeTruthy();
    fireEvent.click(alert.querySelector('.ant-alert-close-icon') as HTMLElement);
    await waitFor(() => expect(screen.queryByText(text)).toBeNull());
  });

  it('Cancel clears a save error', async () => {
    serveIdea(ideaFixture());
    vi.spyOn(httpClient, 'put').mockRejectedValue({ message: 'Title is required.', statusCode: 400 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail('/ideas/7?edit=true');
    fireEvent.click(await screen.findByText('Save Changes', { selector: 'button span' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    fireEvent.click(button('Cancel'));
    expect(screen.queryByText('Title is required.')).toBeNull();
  });

  it('goes back to the list when the idea does not exist', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveIdea({ reject: { message: 'Idea not found.', statusCode: 404 } });
    renderDetail();
    expect(await screen.findByText('Ideas list')).toBeTruthy();
    await expectLocation('/ideas');
  });

  it('goes back to the list on a network error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveIdea({ reject: { message: 'Network Error', statusCode: 0 } });
    renderDetail();
    expect(await screen.findByText('Ideas list')).toBeTruthy();
  });

  it('says so when the idea fails to load otherwise, with a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveIdea({ reject: { message: 'Internal Server Error', statusCode: 500 } });
    renderDetail();
    expect(await screen.findByText('Failed to load idea details. Please try again.')).toBeTruthy();
    fireEvent.click(button('Back to Ideas'));
    expect(await screen.findByText('Ideas list')).toBeTruthy();
  });

  it('counts the words of the two elevator pitches against ~75 and ~300', async () => {
    serveIdea(ideaFixture());
    renderDetail('/ideas/7?edit=true');
    await screen.findByLabelText('Title');
    openTab('Elevator Pitch');
    expect(screen.getByText('7 / ~75 words')).toBeTruthy();
    expect(screen.getByText('0 / ~300 words')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('2-minute elevator pitch'), {
      target: { value: 'We save agents - hours every week' },
    });
    expect(screen.getByText('6 / ~300 words')).toBeTruthy();
  });

  it('recommends High Priority from a strategic fit of 8, with the score chip and the phase', async () => {
    serveIdea(ideaFixture({ strategic_fit_score: 8 }));
    renderDetail();
    await heading('Property valuation API');
    openTab('Strategic Fit');
    expect(screen.getByText('High Priority')).toBeTruthy();
    const chip = screen.getByTestId('fit-score');
    expect(chip.textContent).toBe('8 / 10');
    expect(chip.className).toContain('success');
    expect(screen.getByText('Q2 2025 Expansion')).toBeTruthy();
    // In the tab and in the sidebar.
    const synergyLinks = screen.getAllByText('Idea #12').map((chip) => chip.closest('a')?.getAttribute('href'));
    expect(synergyLinks).toEqual(['/ideas/12', '/ideas/12']);
  });

  it('shows no recommendation below 8, and a warning chip from 5', async () => {
    serveIdea(ideaFixture({ strategic_fit_score: 7 }));
    renderDetail('/ideas/7?edit=true');
    await screen.findByLabelText('Title');
    openTab('Strategic Fit');
    expect(screen.queryByText('High Priority')).toBeNull();
    expect(screen.getByTestId('fit-score').className).toContain('warning');
    // 4 stars in edit mode make 8 out of 10 (jsdom has no layout, so a click is on the whole star).
    const stars = document.querySelectorAll('.ant-rate-star [role="radio"]');
    expect(stars).toHaveLength(5);
    fireEvent.click(stars[3]);
    await waitFor(() => expect(screen.getByTestId('fit-score').textContent).toBe('8 / 10'));
    expect(screen.getByText('High Priority')).toBeTruthy();
  });

  it('adds a tag on Enter only when non-empty after trimming and new, and removes one', async () => {
    serveIdea(ideaFixture());
    renderDetail('/ideas/7?edit=true');
    const input = (await screen.findByLabelText('Add tags')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '   ' } });
    pressEnter(input);
    fireEvent.change(input, { target: { value: ' api ' } });
    pressEnter(input);
    expect(input.value).toBe(' api ');
    fireEvent.change(input, { target: { value: '  proptech ' } });
    pressEnter(input);
    expect(input.value).toBe('');
    const details = screen.getByText('Details').closest('.ant-card') as HTMLElement;
    expect(within(details).getByText('proptech')).toBeTruthy();
    expect(within(details).getAllByText('api')).toHaveLength(1);
    fireEvent.click(
      within(details).getByText('data').closest('.ant-tag')!.querySelector('.ant-tag-close-icon') as HTMLElement,
    );
    expect(within(details).queryByText('data')).toBeNull();

    const put = vi
      .spyOn(httpClient, 'put')
      .mockImplementation(async (_u: string, body: unknown) => ({ data: { ...ideaFixture(), ...(body as object) } }));
    fireEvent.click(button('Save Changes'));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect((put.mock.calls[0][1] as { tags: string[] }).tags).toEqual(['api', 'proptech']);
  });

  it('averages the evaluations to one decimal and lists the first three evaluators', async () => {
    const evaluation = (id: number, overall_score: number, evaluator_name: string | null, evaluator_email: string) => ({
      id,
      overall_score,
      evaluator_name,
      evaluator_email,
      created_at: '2026-01-11T09:00:00.000Z',
    });
    serveIdea(
      ideaFixture({
        evaluations: [
          evaluation(1, 8, 'Kari', 'kari@demo.no'),
          evaluation(2, 7, null, 'per@demo.no'),
          evaluation(3, 6.5, 'Lise', 'lise@demo.no'),
          evaluation(4, 9, 'Fourth Person', 'four@demo.no'),
        ],
      }),
    );
    renderDetail();
    const card = (await screen.findByText('Evaluation Score')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByTestId('evaluation-average').textContent).toBe('7.6');
    expect(within(card).getByText('Kari')).toBeTruthy();
    expect(within(card).getByText('per@demo.no')).toBeTruthy();
    expect(within(card).getByText('Lise')).toBeTruthy();
    expect(within(card).queryByText('Fourth Person')).toBeNull();
  });

  it('says when nobody has evaluated the idea', async () => {
    serveIdea(ideaFixture());
    renderDetail();
    expect(await screen.findByText('No evaluations yet')).toBeTruthy();
  });

  it('links the linked product and the Evaluate page', async () => {
    serveIdea(ideaFixture({ linked_product_id: '42', linked_product_name: 'Valuator' }));
    renderDetail();
    const chip = (await screen.findByText('Valuator')).closest('a') as HTMLAnchorElement;
    expect(chip.getAttribute('href')).toBe('/products/42/settings');
    expect(chip.textContent).toContain('Valuator');
    fireEvent.click(button('Evaluate'));
    await expectLocation('/ideas/7/evaluate');
  });

  it('posts a comment (Ctrl+Enter too), shows it at the top and counts it', async () => {
    serveIdea(ideaFixture());
    const post = vi.spyOn(httpClient, 'post').mockImplementation(async (_url: string, body: unknown) => ({
      data: {
        id: 2,
        comment: (body as { comment: string }).comment,
        user_email: 'astrid@demo.no',
        user_name: null,
        created_at: new Date().toISOString(),
      },
    }));
    renderDetail();
    await heading('Property valuation API');
    openTab('Activity (1)');
    const box = screen.getByLabelText('Comment');
    const add = button('Add Comment') as HTMLButtonElement;
    fireEvent.change(box, { target: { value: '   ' } });
    expect(add.disabled).toBe(true);
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: '  Looks promising \n' } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(tab('Activity (2)')).toBeTruthy());
    expect(post).toHaveBeenCalledWith('/api/admin/ideas/7/comments', { comment: 'Looks promising' });
    const items = screen.getByLabelText('Comments').querySelectorAll('.ant-list-item');
    expect(items[0].textContent).toContain('Looks promising');
    expect(items[0].textContent).toContain('astrid@demo.no');
    expect(items[1].textContent).toContain('Ola Nordmann');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('saves a market field on its own, in view mode', async () => {
    serveIdea(ideaFixture());
    const put = vi
      .spyOn(httpClient, 'put')
      .mockResolvedValue({ data: ideaFixture({ market_size: 'About 2 000 agencies' }) });
    renderDetail();
    await heading('Property valuation API');
    openTab('Market Analysis');
    expect(screen.getByText('About 1 500 agencies')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Edit Market size'));
    fireEvent.change(screen.getByLabelText('Market size'), { target: { value: 'About 2 000 agencies' } });
    fireEvent.click(screen.getByLabelText('Save Market size'));
    expect(await screen.findByText('About 2 000 agencies')).toBeTruthy();
    expect(put).toHaveBeenCalledWith('/api/admin/ideas/7', { market_size: 'About 2 000 agencies' });
  });

  it('logs a failed market field save and notes it beside the field', async () => {
    serveIdea(ideaFixture());
    vi.spyOn(httpClient, 'put').mockRejectedValue({ message: 'market_size must be text.', statusCode: 400 });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDetail();
    await heading('Property valuation API');
    openTab('Market Analysis');
    fireEvent.click(screen.getByLabelText('Edit Competitors'));
    fireEvent.click(screen.getByLabelText('Save Competitors'));
    expect(await screen.findByText('Not saved: market_size must be text.')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('refuses a file over 10 MB before sending it, and uploads a small one', async () => {
    serveIdea(ideaFixture());
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({
      data: {
        id: 5,
        filename: 'notes.txt',
        size: 2048,
        mime: 'text/plain',
        created_at: '2026-01-12T09:00:00.000Z',
        url: '/api/admin/ideas/7/attachments/5/download',
      },
    });
    const { container } = renderDetail();
    await screen.findByText('No attachments');
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'huge.bin');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await screen.findByText('huge.bin: File too large. Maximum size is 10 MB.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    // rc-upload puts a fresh input in place after each choice.
    const next = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(next, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('notes.txt')).toBeTruthy();
    expect(screen.getByText(/\b2 KB/)).toBeTruthy();
    expect(post.mock.calls[0][0]).toBe('/api/admin/ideas/7/attachments');
    expect((post.mock.calls[0][1] as FormData).get('file')).toBeInstanceOf(File);
  });
});
