import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CV_MESSAGES, emptyCvContent } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import { HEAVY_TEST_MS, button, serveApi } from '../test/consultancy-fixtures';
import { CV_TEMPLATES_URL, cvTemplate, fakePdfTab, renderTemplate } from './cv-fixtures';

const field = (container: HTMLElement, label: string) => within(container).getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;

const type = (container: HTMLElement, label: string, value: string) => fireEvent.change(field(container, label), { target: { value } });

/** Types a month as the picker shows it (MM.YYYY) and confirms it with Enter. */
const typeMonth = (container: HTMLElement, label: string, value: string) => {
  const input = field(container, label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
};

/** Adds a tag to a tags input: typed, then Enter. */
const addTag = (container: HTMLElement, label: string, value: string) => {
  const input = field(container, label);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

/** The error shown under a field. */
const fieldError = (container: HTMLElement, label: string) =>
  field(container, label).closest('.ant-form-item')!.querySelector('.ant-form-item-explain-error')?.textContent;

const card = (title: string) => screen.getByRole('group', { name: title });
const save = () => fireEvent.click(screen.getByRole('button', { name: /Opprett|Lagre/ }));

describe('The CV template editor', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("'Ny CV-mal' posts the typed name, full name and a work experience with its months as YYYY-MM and its achievements", async () => {
    serveApi({});
    const post = vi.spyOn(httpClient, 'post').mockResolvedValue({ data: cvTemplate({ id: 77 }) });
    const { url } = renderTemplate('new');
    expect(await screen.findByRole('heading', { name: 'Ny CV-mal' })).toBeTruthy();
    const page = document.body;
    type(page, 'Navn', 'Kari Nordmann – sky');
    type(page, 'Fullt navn', 'Kari Nordmann');
    fireEvent.click(button('Legg til arbeidsforhold'));
    const job = card('Arbeidsforhold 1');
    type(job, 'Firma', 'Equinor');
    type(job, 'Stilling', 'Skyarkitekt');
    typeMonth(job, 'Fra', '03.2020');
    addTag(job, 'Resultater', 'Flyttet 40 tjenester til skyen');
    addTag(job, 'Resultater', 'Kuttet kostnadene med 30 %');
    save();
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(CV_TEMPLATES_URL, {
      ...emptyCvContent(),
      name: 'Kari Nordmann – sky',
      isDefault: false,
      fullName: 'Kari Nordmann',
      workExperience: [
        {
          company: 'Equinor',
          position: 'Skyarkitekt',
          startDate: '2020-03',
          endDate: null,
          description: '',
          achievements: ['Flyttet 40 tjenester til skyen', 'Kuttet kostnadene med 30 %'],
        },
      ],
    });
    await waitFor(() => expect(url()).toBe('/consultancy?tab=cvs'));
  });

  it("loads an existing template under 'Rediger CV-mal' with its items, and puts back what was saved", async () => {
    const template = cvTemplate({ id: 12, isDefault: false });
    serveApi({ [`${CV_TEMPLATES_URL}/12`]: () => template });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: template });
    const { url } = renderTemplate(12);
    expect(await screen.findByRole('heading', { name: 'Rediger CV-mal' })).toBeTruthy();
    expect(field(document.body, 'Navn').value).toBe('Ola Hansen – data');
    expect(field(document.body, 'Fullt navn').value).toBe('Ola Hansen');
    const first = card('Arbeidsforhold 1');
    expect(field(first, 'Firma').value).toBe('Fjordkraft AS');
    // Months show as MM.YYYY; an empty end month means ongoing.
    expect(field(first, 'Fra').value).toBe('03.2021');
    expect(field(first, 'Til').value).toBe('');
    expect(field(first, 'Til').getAttribute('placeholder')).toBe('nå');
    expect(within(first).getByText('Halverte kjøretiden')).toBeTruthy();
    expect(field(card('Arbeidsforhold 2'), 'Til').value).toBe('02.2021');
    expect(within(screen.getByRole('region', { name: 'Tekniske ferdigheter' })).getByText('dbt')).toBeTruthy();

    // The second job moves first; the order is what is saved.
    fireEvent.click(screen.getByLabelText('Flytt opp Arbeidsforhold 2'));
    expect(field(card('Arbeidsforhold 1'), 'Firma').value).toBe('Statnett');
    save();
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    const { id: _id, createdAt: _c, updatedAt: _u, ...input } = template;
    expect(put).toHaveBeenCalledWith(`${CV_TEMPLATES_URL}/12`, {
      ...input,
      workExperience: [template.workExperience[1], template.workExperience[0]],
    });
    await waitFor(() => expect(url()).toBe('/consultancy?tab=cvs'));
  });

  it("a refusal shows 'Failed to save CV template' with the reason, the item's message on its field, and keeps what was typed", async () => {
    const template = cvTemplate({ id: 13 });
    serveApi({ [`${CV_TEMPLATES_URL}/13`]: () => template });
    const reason = 'Work experience 2: Company must be at most 200 characters.';
    const put = vi
      .spyOn(httpClient, 'put')
      .mockRejectedValueOnce({ message: reason, statusCode: 400, errors: { 'workExperience[1].company': reason } })
      .mockResolvedValueOnce({ data: template });
    const { url } = renderTemplate(13);
    await screen.findByRole('heading', { name: 'Rediger CV-mal' });
    type(card('Arbeidsforhold 2'), 'Firma', 'Statnett SF');
    save();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(CV_MESSAGES.saveFailed)).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    await waitFor(() => expect(fieldError(card('Arbeidsforhold 2'), 'Firma')).toBe(reason));
    expect(fieldError(card('Arbeidsforhold 1'), 'Firma')).toBeUndefined();
    expect(field(card('Arbeidsforhold 2'), 'Firma').value).toBe('Statnett SF');
    expect(url()).toBe('/consultancy/cv-templates/13');

    // Changing the field clears its message; the save button works again.
    type(card('Arbeidsforhold 2'), 'Firma', 'Statnett');
    await waitFor(() => expect(fieldError(card('Arbeidsforhold 2'), 'Firma')).toBeUndefined());
    fireEvent.click(within(alert).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByText(CV_MESSAGES.saveFailed)).toBeNull());
    save();
    await waitFor(() => expect(url()).toBe('/consultancy?tab=cvs'));
    expect(put).toHaveBeenCalledTimes(2);
  });

  it('explains that exactly one template is the default; the default one is replaced by ticking another, not unticked', async () => {
    serveApi({ [`${CV_TEMPLATES_URL}/18`]: () => cvTemplate({ id: 18, isDefault: true }) });
    renderTemplate(18);
    await screen.findByRole('heading', { name: 'Rediger CV-mal' });
    const toggle = screen.getByRole('switch', { name: 'Standardmal' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Denne malen er standard. Gjør en annen mal til standard for å bytte.')).toBeTruthy();
  });

  it('saves with Ctrl+S as with the button', async () => {
    const template = cvTemplate({ id: 17, isDefault: false });
    serveApi({ [`${CV_TEMPLATES_URL}/17`]: () => template });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: template });
    const { url } = renderTemplate(17);
    await screen.findByRole('heading', { name: 'Rediger CV-mal' });
    type(document.body, 'Tittel', 'Lead dataingeniør');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    await waitFor(() => expect(put).toHaveBeenCalledWith(`${CV_TEMPLATES_URL}/17`, expect.objectContaining({ title: 'Lead dataingeniør' })));
    await waitFor(() => expect(url()).toBe('/consultancy?tab=cvs'));
  });

  it('checks the full name before sending, with the message on its field', async () => {
    serveApi({});
    const post = vi.spyOn(httpClient, 'post');
    renderTemplate('new');
    await screen.findByRole('heading', { name: 'Ny CV-mal' });
    type(document.body, 'Navn', 'Uten navn');
    save();
    await waitFor(() => expect(fieldError(document.body, 'Fullt navn')).toBe('Full name is required.'));
    expect(post).not.toHaveBeenCalled();
  });

  it("says 'Failed to load CV template' with the server's reason and the way back", async () => {
    serveApi({ [`${CV_TEMPLATES_URL}/14`]: () => ({ reject: { message: 'Database unavailable', statusCode: 500 } }) });
    const { url } = renderTemplate(14);
    expect(await screen.findByText(CV_MESSAGES.loadFailed, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    fireEvent.click(button('Tilbake'));
    await waitFor(() => expect(url()).toBe('/consultancy?tab=cvs'));
  });

  it("'Åpne PDF' fetches the template's PDF with the token and opens it in the tab opened at the click", async () => {
    const template = cvTemplate({ id: 15 });
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const get = serveApi({ [`${CV_TEMPLATES_URL}/15`]: () => template, [`${CV_TEMPLATES_URL}/15/pdf`]: () => pdf });
    const { tab, open } = fakePdfTab();
    renderTemplate(15);
    await screen.findByRole('heading', { name: 'Rediger CV-mal' });
    fireEvent.click(button('Åpne PDF'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.location.href).toBe('blob:cv-pdf'));
    expect(get).toHaveBeenCalledWith(`${CV_TEMPLATES_URL}/15/pdf`, { responseType: 'blob' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
  });

  it('closes the opened tab and says so when the PDF cannot be made', async () => {
    const template = cvTemplate({ id: 16 });
    serveApi({
      [`${CV_TEMPLATES_URL}/16`]: () => template,
      [`${CV_TEMPLATES_URL}/16/pdf`]: () => ({ reject: { message: 'PDF renderer unavailable', statusCode: 503 } }),
    });
    const { tab } = fakePdfTab();
    renderTemplate(16);
    await screen.findByRole('heading', { name: 'Rediger CV-mal' });
    fireEvent.click(button('Åpne PDF'));
    expect(await screen.findByText('Kunne ikke hente PDF: PDF renderer unavailable')).toBeTruthy();
    expect(tab.close).toHaveBeenCalled();
  });
});
