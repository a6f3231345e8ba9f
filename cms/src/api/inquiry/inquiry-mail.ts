import { INQUIRY_TYPE_LABELS, type InquiryInput } from '@platform/shared';
import type { Mail } from '../account/services/mail';
import { escapeHtml } from '../../html-escape';

/** One line of text: a name with line breaks must not reach a mail header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The notice to the administrators of a new inquiry, in Norwegian: who wrote, what about, and where to handle it. */
export function inquiryMail(recipient: string, inquiry: InquiryInput, link: string): Mail {
  const type = INQUIRY_TYPE_LABELS.no[inquiry.inquiry_type];
  const facts: Array<[string, string | null]> = [
    ['Type', type],
    ['Navn', inquiry.name],
    ['E-post', inquiry.email],
    ['Telefon', inquiry.phone],
    ['Firma', inquiry.company],
    ['Tjeneste', inquiry.service],
    ['Sendt fra', inquiry.source_url],
  ];
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]));
  return {
    to: recipient,
    subject: oneLine(`Ny henvendelse (${type.toLowerCase()}) fra ${inquiry.name}`),
    text: [
      'En besøkende har sendt en henvendelse:',
      '',
      ...shown.map(([label, value]) => `${label}: ${value}`),
      '',
      'Melding:',
      inquiry.message,
      '',
      `Behandle henvendelsen: ${link}`,
      '',
    ].join('\n'),
    html: [
      '<!doctype html><html lang="no"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
      '<p>En besøkende har sendt en henvendelse:</p>',
      `<table style="border-collapse: collapse;">${shown
        .map(
          ([label, value]) =>
            `<tr><th style="text-align: left; padding: 2px 12px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      `<p style="white-space: pre-wrap; border-left: 3px solid #d9d9d9; padding-left: 12px;">${escapeHtml(inquiry.message)}</p>`,
      `<p><a href="${escapeHtml(link)}" style="display: inline-block; padding: 10px 18px; background: #1677ff; color: #ffffff; text-decoration: none; border-radius: 6px;">Behandle henvendelsen</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}
