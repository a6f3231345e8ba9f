import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/api-mock';
import { renderSite } from '../../test/render';
import { cvDocument } from './cv';
import { profileConfig } from './profile.config';

// The real configuration, with the contact details a test chooses.
const contact = vi.hoisted(() => ({ value: {} as Record<string, string> }));
vi.mock('./profile.config', async (importOriginal) => {
  const original = await importOriginal<typeof import('./profile.config')>();
  return {
    profileConfig: new Proxy(original.profileConfig, {
      get: (target, key) => (key === 'contact' ? contact.value : target[key as keyof typeof target]),
    }),
  };
});

describe('personal profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows hero, about, skills, stats, three companies, the consultancy, latest posts and quick links', async () => {
    contact.value = { email: 'ola@nordmann.example' };
    mockApi({});
    renderSite('/me');
    expect(await screen.findByRole('heading', { name: 'Ola Nordmann', level: 1 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Om meg' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Kompetanse' })).getByText('Maskinlæring')).toBeTruthy();

    const stats = within(screen.getByRole('region', { name: 'Nøkkeltall' }));
    expect(stats.getByText('Selskaper grunnlagt')).toBeTruthy();
    expect(stats.getByText(String(profileConfig.stats.projectsCompleted))).toBeTruthy();
    expect(stats.getByText('Artikler skrevet')).toBeTruthy();

    const companies = screen.getAllByTestId('company-card');
    expect(companies).toHaveLength(3);
    const site = within(companies[0]).getByRole('link', { name: /Besøk nettsiden/ });
    expect(site.getAttribute('href')).toBe(profileConfig.companies[0].url);
    expect(site.getAttribute('target')).toBe('_blank');

    expect(screen.getByRole('link', { name: 'Ta kontakt' }).getAttribute('href')).toMatch(/#contact$/);
    expect(within(screen.getByRole('region', { name: 'Siste innlegg' })).getAllByRole('heading', { level: 4 })).toHaveLength(3);

    const quickLinks = within(screen.getByRole('region', { name: 'Snarveier' })).getAllByRole('link');
    expect(quickLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/no/me/blog',
      '/no/me/companies',
      '/no/me/portfolio',
      '/no/me/resume',
      '/no/me/contact',
    ]);
  });

  it('shows only the contact chips that are configured', async () => {
    contact.value = { email: 'ola@nordmann.example', github: 'https://github.example/ola' };
    mockApi({});
    renderSite('/me');
    expect((await screen.findByTestId('contact-email')).getAttribute('href')).toBe('mailto:ola@nordmann.example');
    expect(screen.getByTestId('contact-github').getAttribute('href')).toBe('https://github.example/ola');
    expect(screen.queryByTestId('contact-phone')).toBeNull();
    expect(screen.queryByTestId('contact-linkedin')).toBeNull();
    expect(screen.queryByTestId('contact-website')).toBeNull();
  });

  it('shows every chip when all are configured, and none when none are', async () => {
    contact.value = {
      email: 'ola@nordmann.example',
      phone: '+47 000 00 000',
      github: 'https://github.example/ola',
      linkedin: 'https://linkedin.example/ola',
      website: 'https://nordmann.example',
    };
    mockApi({});
    const view = renderSite('/me/contact');
    expect(await screen.findByTestId('contact-phone')).toBeTruthy();
    expect(screen.getByTestId('contact-phone').getAttribute('href')).toBe('tel:+4700000000');
    expect(screen.getByTestId('contact-linkedin')).toBeTruthy();
    expect(screen.getByTestId('contact-website')).toBeTruthy();
    view.unmount();

    contact.value = {};
    renderSite('/me/contact');
    await screen.findByRole('heading', { name: 'Kontakt', level: 1 });
    expect(document.querySelectorAll('[data-testid^="contact-"]')).toHaveLength(0);
  });

  it('downloads the CV as a PDF built from the configuration', async () => {
    contact.value = { email: 'ola@nordmann.example' };
    mockApi({});
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:cv');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('ola-nordmann-cv.pdf');
      expect(this.getAttribute('href')).toBe('blob:cv');
    });
    renderSite('/me');
    fireEvent.click(await screen.findByRole('button', { name: /Last ned CV/ }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1), { timeout: 20_000 });
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    }));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });

  it('puts the profile into the CV: name, contact, every job and the skills', () => {
    const document = JSON.stringify(cvDocument({ ...profileConfig, contact: { email: 'ola@nordmann.example' } }));
    expect(document).toContain(profileConfig.name);
    expect(document).toContain('E-post: ola@nordmann.example');
    for (const job of profileConfig.experience) expect(document).toContain(job.role);
    expect(document).toContain(profileConfig.skills.join(', '));
  });

  it.each([
    ['/me/blog', 'Blogg', 'Data som produkt'],
    ['/me/companies', 'Selskaper', 'Fjordkart AS'],
    ['/me/portfolio', 'Portefølje', 'Bruktbilindeks'],
    ['/me/resume', 'CV', 'Master i informatikk'],
    ['/en/me/contact', 'Contact', 'Feel free to send an e-mail or get in touch through the links below.'],
  ])('%s is a page of its own', async (path, heading, text) => {
    contact.value = {};
    mockApi({});
    renderSite(path);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeTruthy();
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });
});
