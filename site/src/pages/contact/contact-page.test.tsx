import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INQUIRY_FIELD_MESSAGES, INQUIRY_HONEYPOT_FIELD, INQUIRY_MESSAGES } from '@platform/shared';
import { apiError, deferred, mockApi, reply } from '../../test/api-mock';
import { renderSite } from '../../test/render';

const SENT = { ok: true };

function fill(
  labels: { name: string; email: string; message: string },
  values = { name: 'Kari Nordmann', email: 'kari@example.no', message: 'Vi vil gjerne vite mer om plattformen.' },
) {
  fireEvent.change(screen.getByLabelText(labels.name), { target: { value: values.name } });
  fireEvent.change(screen.getByLabelText(labels.email), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText(labels.message), { target: { value: values.message } });
}

const NO_LABELS = { name: 'Navn', email: 'E-post', message: 'Melding' };
const EN_LABELS = { name: 'Name', email: 'E-mail', message: 'Message' };

/** Strapi's answer to a refused form: every problem, and the same per field. */
const refused = (errors: Array<{ field: string; message: string }>) =>
  reply(400, { data: null, error: { status: 400, name: 'ValidationError', message: errors.map((e) => e.message).join(' '), details: { errors } } });

describe('contact page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the form with the page it came from and the visit ids, and thanks the visitor', async () => {
    const api = mockApi({ 'POST /api/inquiries': reply(201, SENT) });
    renderSite('/contact');
    expect(await screen.findByRole('heading', { name: 'Kontakt oss', level: 1 })).toBeTruthy();
    fill(NO_LABELS);
    fireEvent.change(screen.getByLabelText('Telefon (valgfritt)'), { target: { value: '+47 912 34 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));

    // Told to screen readers as it appears.
    expect((await screen.findByText('Takk for henvendelsen!')).closest('[role="status"]')).toBeTruthy();
    const [request] = api.requestsTo('POST /api/inquiries');
    expect(request.body).toEqual({
      inquiry_type: 'contact',
      name: 'Kari Nordmann',
      email: 'kari@example.no',
      phone: '+47 912 34 567',
      message: 'Vi vil gjerne vite mer om plattformen.',
      source_url: '/contact',
      visitor_id: localStorage.getItem('platform.visitor'),
      session_id: sessionStorage.getItem('platform.session'),
    });
    expect(request.body).toHaveProperty('visitor_id', expect.stringMatching(/^[0-9a-f-]{36}$/));

    // Another one keeps who is writing, not the message.
    fireEvent.click(screen.getByRole('button', { name: 'Send en ny henvendelse' }));
    expect((screen.getByLabelText('Navn') as HTMLInputElement).value).toBe('Kari Nordmann');
    expect((screen.getByLabelText('Melding') as HTMLTextAreaElement).value).toBe('');
  });

  it('checks the form before sending: the required fields say what is missing, and nothing is sent', async () => {
    const api = mockApi({});
    renderSite('/contact');
    fireEvent.change(await screen.findByLabelText('Melding'), { target: { value: 'Hei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));
    expect(await screen.findByText(INQUIRY_FIELD_MESSAGES.no.nameRequired)).toBeTruthy();
    expect(await screen.findByText(INQUIRY_FIELD_MESSAGES.no.emailRequired)).toBeTruthy();
    expect(await screen.findByText(INQUIRY_FIELD_MESSAGES.no.messageTooShort)).toBeTruthy();
    expect(api.requestsTo('POST /api/inquiries')).toHaveLength(0);
  });

  it('is disabled while sending', async () => {
    const answer = deferred<Response>();
    mockApi({ 'POST /api/inquiries': () => answer.promise });
    renderSite('/contact');
    await screen.findByLabelText('Navn');
    fill(NO_LABELS);
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));
    await waitFor(() => expect((screen.getByLabelText('Navn') as HTMLInputElement).disabled).toBe(true));
    expect(screen.getByRole('button', { name: /Send henvendelsen/ }).className).toContain('ant-btn-loading');
    answer.resolve(reply(201, SENT));
    expect(await screen.findByText('Takk for henvendelsen!')).toBeTruthy();
  });

  it('shows the server’s field messages in English on the English page, and keeps the typed text', async () => {
    mockApi({ 'POST /api/inquiries': refused([{ field: 'email', message: INQUIRY_FIELD_MESSAGES.no.emailInvalid }]) });
    renderSite('/en/contact');
    expect(await screen.findByRole('heading', { name: 'Contact us', level: 1 })).toBeTruthy();
    fill(EN_LABELS);
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    expect(await screen.findByText(INQUIRY_FIELD_MESSAGES.en.emailInvalid)).toBeTruthy();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('kari@example.no');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Vi vil gjerne vite mer om plattformen.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(false);
  });

  it('says in Norwegian when too many inquiries were sent, and keeps the typed text', async () => {
    mockApi({ 'POST /api/inquiries': apiError(429, INQUIRY_MESSAGES.rateLimited.no) });
    renderSite('/contact');
    await screen.findByLabelText('Navn');
    fill(NO_LABELS);
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));
    expect(await screen.findByText(INQUIRY_MESSAGES.rateLimited.no)).toBeTruthy();
    expect((screen.getByLabelText('Navn') as HTMLInputElement).value).toBe('Kari Nordmann');
  });

  it('lets the visitor choose what it is about, preset by ?type=', async () => {
    const api = mockApi({ 'POST /api/inquiries': reply(201, SENT) });
    renderSite('/contact?type=consultancy');
    expect(((await screen.findByLabelText('Rådgivning')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('Demoforespørsel'));
    fill(NO_LABELS);
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));
    await screen.findByText('Takk for henvendelsen!');
    expect(api.requestsTo('POST /api/inquiries')[0].body).toMatchObject({ inquiry_type: 'demo_request' });
  });

  it('fills in an order from the pricing page: the product and the plan as the subject and in the message', async () => {
    const api = mockApi({ 'POST /api/inquiries': reply(201, SENT) });
    renderSite('/en/contact?type=contact&product=auto&plan=Standard');
    const message = (await screen.findByLabelText('Message')) as HTMLTextAreaElement;
    expect(message.value).toBe('I would like to order the plan “Standard” for Kjøretøydata.');
    expect((screen.getByLabelText('Contact') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Kari Nordmann' } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'kari@example.no' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send inquiry' }));
    await screen.findByText('Thank you for your inquiry!');
    expect(api.requestsTo('POST /api/inquiries')[0].body).toMatchObject({ service: 'Kjøretøydata – Standard', message: message.value });
  });

  it('has a trap field people never reach: hidden from assistive technology, out of the tab order, without autofill', async () => {
    const api = mockApi({ 'POST /api/inquiries': reply(201, SENT) });
    const { container } = renderSite('/contact');
    await screen.findByLabelText('Navn');
    const trap = container.querySelector(`input#contact_${INQUIRY_HONEYPOT_FIELD}`) as HTMLInputElement;
    expect(trap.getAttribute('aria-hidden')).toBe('true');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    // A bot that fills it sends it along; the server decides.
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    fill(NO_LABELS);
    fireEvent.click(screen.getByRole('button', { name: 'Send henvendelsen' }));
    await screen.findByText('Takk for henvendelsen!');
    expect(api.requestsTo('POST /api/inquiries')[0].body).toMatchObject({ [INQUIRY_HONEYPOT_FIELD]: 'https://spam.example' });
  });

  it('is linked from the footer with the about page, in the page’s language', async () => {
    mockApi({});
    renderSite('/en/contact');
    const footer = await screen.findByRole('navigation', { name: 'Footer menu' });
    expect(within(footer).getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/en/about');
    expect(within(footer).getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('/en/contact');
  });
});

describe('about page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells what the platform is, in both languages, with a way to get in touch', async () => {
    mockApi({});
    renderSite('/about');
    expect(await screen.findByRole('heading', { name: 'Om plattformen', level: 1 })).toBeTruthy();
    expect(screen.getByText(/samler flere dataprodukter/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Kontakt oss' }).getAttribute('href')).toBe('/no/contact');
    expect(document.title).toBe('Om plattformen – Plattform');
  });

  it('is in English under /en', async () => {
    mockApi({});
    renderSite('/en/about');
    expect(await screen.findByRole('heading', { name: 'About the platform', level: 1 })).toBeTruthy();
    expect(screen.getByText(/brings several data products/)).toBeTruthy();
  });
});
