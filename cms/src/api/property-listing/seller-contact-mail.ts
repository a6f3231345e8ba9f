import type { SellerContact } from '@platform/shared';
import type { Mail } from '../account/services/mail';
import { escapeHtml } from '../../html-escape';

/** One line of text: a name with line breaks must not reach a mail header. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A visitor's message to a listing's seller, in Norwegian. Reply-To is the visitor, so the seller's answer goes
 * straight to them; the mail transport passes the field on as a header.
 */
export function sellerContactMail(recipient: string, listing: { finnCode: string; title: string }, contact: SellerContact, link: string): Mail {
  const facts: Array<[string, string]> = [
    ['Navn', contact.name],
    ['E-post', contact.email],
    ...(contact.phone ? ([['Telefon', contact.phone]] as Array<[string, string]>) : []),
  ];
  return {
    to: recipient,
    replyTo: oneLine(contact.email),
    subject: oneLine(`Henvendelse om annonsen «${listing.title}» (${listing.finnCode})`),
    text: [
      `${contact.name} har sendt deg en melding om annonsen «${listing.title}»:`,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      'Melding:',
      contact.message,
      '',
      `Svar på denne e-posten for å svare avsenderen. Annonsen: ${link}`,
      '',
    ].join('\n'),
    html: [
      '<!doctype html><html lang="no"><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1f1f1f;">',
      `<p>${escapeHtml(contact.name)} har sendt deg en melding om annonsen «${escapeHtml(listing.title)}»:</p>`,
      `<table style="border-collapse: collapse;">${facts
        .map(
          ([label, value]) =>
            `<tr><th style="text-align: left; padding: 2px 12px 2px 0;">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`,
      `<p style="white-space: pre-wrap; border-left: 3px solid #d9d9d9; padding-left: 12px;">${escapeHtml(contact.message)}</p>`,
      `<p>Svar på denne e-posten for å svare avsenderen. <a href="${escapeHtml(link)}">Se annonsen</a></p>`,
      '</body></html>',
    ].join('\n'),
  };
}
