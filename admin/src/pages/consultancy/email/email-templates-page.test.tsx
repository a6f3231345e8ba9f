import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONSULTANCY_MAIL_MESSAGES } from '@platform/shared';
import { httpClient } from '../../../providers/http-client';
import {
  HEAVY_TEST_MS,
  TEMPLATES_URL,
  button,
  callsTo,
  cellsOf,
  dialog,
  emailTemplate,
  headers,
  renderEmailTemplates,
  rowOf,
  serveApi,
} from './test/mail-fixtures';

const followUp = emailTemplate({ id: 41 });
const intro = emailTemplate({ id: 42, name: 'Introduksjon', subject: 'Hei fra oss', body: 'Hei {name}' });

const type = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });

describe('Consultancy: E-postmaler', { timeout: HEAVY_TEST_MS }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the templates: name, subject and the day last changed (dd.MM.yyyy, Oslo), with the way back', async () => {
    const get = serveApi({ [TEMPLATES_URL]: () => [followUp, intro] });
    renderEmailTemplates();
    await screen.findByText('Oppfølging etter møte');
    expect(headers()).toEqual(['Navn', 'Emne', 'Oppdatert', 'Handlinger']);
    expect(cellsOf(rowOf('Oppfølging etter møte')).slice(0, 3)).toEqual(['Oppfølging etter møte', 'Takk for møtet, {name}', '01.03.2026']);
    expect(callsTo(get, TEMPLATES_URL)[0]).toEqual({ _start: '0', _end: '20' });
    expect(screen.getByRole('link', { name: /Konsulentvirksomhet/ }).getAttribute('href')).toBe('/admin/consultancy');
  });

  it("Ny e-postmal: checks the placeholders, inserts one at the cursor, shows the server's word on its field, then creates", async () => {
    serveApi({ [TEMPLATES_URL]: () => [] });
    const post = vi
      .spyOn(httpClient, 'post')
      .mockRejectedValueOnce({ message: 'Validation failed', statusCode: 400, errors: { name: 'A template with this name exists.' } })
      .mockResolvedValueOnce({ data: emailTemplate({ id: 50, name: 'Tilbud' }) });
    renderEmailTemplates();
    expect(await screen.findByText('Ingen e-postmaler ennå')).toBeTruthy();
    fireEvent.click(button('Ny e-postmal'));
    const form = await dialog('Ny e-postmal');

    type(form, 'Navn', 'Tilbud');
    type(form, 'Emne', 'Tilbud til {firma}');
    type(form, 'Melding', 'Hei ,\nher er tilbudet.');
    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    expect(await within(form).findByText(CONSULTANCY_MAIL_MESSAGES.unknownPlaceholders(['firma']))).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    type(form, 'Emne', 'Tilbud til {company}');
    // The cursor after "Hei ": the placeholder goes there.
    const message = within(form).getByLabelText('Melding') as HTMLTextAreaElement;
    message.setSelectionRange(4, 4);
    fireEvent.select(message);
    fireEvent.click(within(form).getByRole('button', { name: 'Sett inn {name}' }));
    await waitFor(() => expect(message.value).toBe('Hei {name},\nher er tilbudet.'));

    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(TEMPLATES_URL, { name: 'Tilbud', subject: 'Tilbud til {company}', body: 'Hei {name},\nher er tilbudet.' });
    expect(await within(form).findByText('A template with this name exists.')).toBeTruthy();
    expect((within(form).getByLabelText('Navn') as HTMLInputElement).value).toBe('Tilbud');

    fireEvent.click(within(form).getByRole('button', { name: 'Opprett' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')).toBeNull());
  });

  it('edits a template in the dialog and deletes one after asking', async () => {
    serveApi({ [TEMPLATES_URL]: () => [followUp, intro] });
    const put = vi.spyOn(httpClient, 'put').mockResolvedValue({ data: { ...intro, subject: 'Hei fra Fjordkraft' } });
    const remove = vi.spyOn(httpClient, 'delete').mockResolvedValue({ data: { id: 42 } });
    renderEmailTemplates();
    await screen.findByText('Introduksjon');
    fireEvent.click(screen.getByLabelText('Rediger Introduksjon'));
    const form = await dialog('Rediger Introduksjon');
    expect((within(form).getByLabelText('Melding') as HTMLTextAreaElement).value).toBe('Hei {name}');
    type(form, 'Emne', 'Hei fra Fjordkraft');
    fireEvent.click(within(form).getByRole('button', { name: 'Lagre' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith(`${TEMPLATES_URL}/42`, { name: 'Introduksjon', subject: 'Hei fra Fjordkraft', body: 'Hei {name}' }),
    );

    fireEvent.click(screen.getByLabelText('Slett Oppfølging etter møte'));
    const confirm = await dialog('Slette?');
    expect(within(confirm).getByText('Vil du slette «Oppfølging etter møte»? Dette kan ikke angres.')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Slett' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(`${TEMPLATES_URL}/41`));
  });
});
