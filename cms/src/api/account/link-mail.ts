import type { Mail } from './services/mail';
import { escapeHtml } from '../../html-escape';

interface LinkMail {
  to: string;
  firstName: string | null;
  subject: string;
  intro: string;
  button: string;
  link: string;
  note: string;
}

/** A mail that leads to one link (verification, reset, invite), in Norwegian: plain text and a simple HTML version with the same link. */
export function linkMail({ to, firstName, subject, intro, button, link, note }: LinkMail): Mail {
  const greeting = firstName ? `Hei ${firstName},` : 'Hei,';
  return {
    to,
    subject,
    text: [greeting, '', intro, '', link, '', note, '', 'Hilsen', 'Plattformen', ''].join('\n'),
    html: [
      '<!doctype html><html lang="no"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(button)}</a></p>`,
      `<p style="font-size: 13px; color: #595959;">Virker ikke knappen? Kopier denne adressen inn i nettleseren:<br>${escapeHtml(link)}</p>`,
      `<p style="font-size: 13px; color: #595959;">${escapeHtml(note)}</p>`,
      '<p>Hilsen<br>Plattformen</p>',
      '</body></html>',
    ].join('\n'),
  };
}
