import {
  GMAIL_MESSAGES,
  RESEND_INTERVAL_MS,
  VERIFICATION_NOTICE_MS,
  VERIFICATION_TOKEN_HOURS,
  VERIFY_EMAIL_MESSAGES,
} from './index';

describe('e-mail verification', () => {
  it('keeps the sent notice for 30 seconds and lets a link live 24 hours', () => {
    expect(VERIFICATION_NOTICE_MS).toBe(30_000);
    expect(RESEND_INTERVAL_MS).toBe(30_000);
    expect(VERIFICATION_TOKEN_HOURS).toBe(24);
  });

  it('has the Norwegian messages', () => {
    expect(VERIFY_EMAIL_MESSAGES.sent).toBe('Verifikasjons-e-post sendt! Sjekk innboksen din og spam-mappen.');
    expect(VERIFY_EMAIL_MESSAGES.failed).toBe('Kunne ikke sende verifikasjons-e-post. Vennligst prøv igjen senere.');
    expect(GMAIL_MESSAGES.disconnectConfirm).toMatch(/^Er du sikker på at du vil koble fra Gmail-kontoen din\?/);
  });
});
