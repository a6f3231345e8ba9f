import nodemailer, { type Transporter } from 'nodemailer';
import type { Core } from '@strapi/strapi';

export const MAIL_UID = 'api::account.mail';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a subscription's List-Unsubscribe). */
  headers?: Record<string, string>;
  /** Where an answer goes (a buyer's message to a seller). */
  replyTo?: string;
  /** Files sent with the mail (a subscribed report's PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

const DEFAULT_FROM = 'Plattformen <no-reply@localhost>';

/**
 * SMTP from SMTP_HOST/PORT/SECURE/USER/PASS. Without SMTP_HOST the mail is written to the server log instead, so a
 * demo can still follow a verification link.
 */
function createTransport(env: NodeJS.ProcessEnv): { transport: Transporter; logOnly: boolean } {
  const smtp = smtpSettings(env);
  if (!smtp) return { transport: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }), logOnly: true };
  // A request waits for the mail: fail within seconds rather than hang on an unreachable server.
  return {
    logOnly: false,
    transport: nodemailer.createTransport({ ...smtp, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
  };
}

/** The SMTP server of SMTP_HOST/PORT/SECURE/USER/PASS, or null when SMTP_HOST is not set (the health probe reads it too). */
export function smtpSettings(env: NodeJS.ProcessEnv = process.env) {
  if (!env.SMTP_HOST) return null;
  const secure = env.SMTP_SECURE === 'true';
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT || (secure ? 465 : 587)),
    secure,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let mailer: ReturnType<typeof createTransport> | null = null;

  return {
    /** Sends one mail; throws when the SMTP server refuses it or cannot be reached. */
    async send(mail: Mail): Promise<void> {
      mailer ??= createTransport(process.env);
      await mailer.transport.sendMail({ from: process.env.MAIL_FROM || DEFAULT_FROM, ...mail });
      // The text part as written, not the encoded message, so that a link in it can be copied from the log.
      if (mailer.logOnly) strapi.log.info(`E-mail not sent (SMTP_HOST is not set). To: ${mail.to}. Subject: ${mail.subject}\n${mail.text}`);
    },
  };
};
