import type { Core } from '@strapi/strapi';
import {
  MARKET_MESSAGES,
  marketExportFileName,
  marketUnsubscribePath,
  type AccessLocale,
  type MarketExportFormat,
  type MarketSubscriptionAnswer,
  type MarketSubscriptionInput,
  type StatisticsTopic,
} from '@platform/shared';
import { readStatistics } from '../../../listings/statistics-series-read';
import { marketDataCache } from '../../../market/market-cache';
import { marketPdf } from '../../../market/market-pdf';
import { marketXlsx } from '../../../market/market-xlsx';
import { subscriptionMail } from '../../../market/subscription-mail';
import {
  activeSubscription,
  insertSubscription,
  markConfirmationSent,
  newUnsubscribeToken,
  renewSubscriptionToken,
  renewUnsubscribeToken,
  unsubscribeByToken,
} from '../../../market/subscription-store';
import { eventLog } from '../../../logs/event-log';
import { publicUrl } from '../../account/public-url';
import { service } from '../../../services';

const CONTENT_TYPES: Record<MarketExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const cache = marketDataCache(strapi);

  return {
    /** The market summary (MarketData), from this process's cache while no listing has changed. */
    summary(days: number, locale: AccessLocale) {
      return cache.get(days, locale);
    },

    statistics(topic: StatisticsTopic, locale: AccessLocale) {
      return readStatistics(knex(), topic, locale);
    },

    /** The same figures as the page, as a PDF or an Excel file named after today's date. */
    async download(
      format: MarketExportFormat,
      days: number,
      locale: AccessLocale,
    ): Promise<{ body: Buffer; fileName: string; contentType: string }> {
      const data = await cache.get(days, locale);
      const body = format === 'pdf' ? await marketPdf(data, locale) : await marketXlsx(data, locale);
      return { body, fileName: marketExportFileName(format, new Date()), contentType: CONTENT_TYPES[format] };
    },

    /**
     * Stores the subscription, then mails its confirmation with the unsubscribe link. An address that subscribes
     * already is answered the same (so that the answer tells nobody who subscribes) and mailed its confirmation again,
     * with a new unsubscribe link; its subscription is otherwise left as it is. A failed mail keeps the subscription
     * (mailSent false); the next subscribe of the address sends a new confirmation.
     */
    async subscribe(userId: number, input: MarketSubscriptionInput): Promise<MarketSubscriptionAnswer> {
      const { token, hash } = newUnsubscribeToken();
      const row = { locale: input.locale, user_id: userId, token_hash: hash };
      let id: number;
      // The language of the mail and its link: a confirmed subscription keeps its own.
      let locale = input.locale;
      const existing = await activeSubscription(knex(), input.email);
      if (existing?.confirmation_sent_at) {
        id = existing.id;
        locale = existing.locale;
        await renewUnsubscribeToken(knex(), id, hash);
      } else if (existing) {
        id = existing.id;
        await renewSubscriptionToken(knex(), id, row);
      } else {
        const inserted = await insertSubscription(knex(), { ...row, email: input.email });
        // Another call stored the address in between: the new link goes with that subscription.
        const stored = inserted === false ? await activeSubscription(knex(), input.email) : null;
        if (inserted === false && !stored) throw new Error(`The market subscription of ${input.email} could not be stored.`);
        id = stored ? stored.id : (inserted as number);
        if (stored) await renewUnsubscribeToken(knex(), id, hash);
      }
      const link = `${publicUrl(strapi)}${marketUnsubscribePath(locale, token)}`;
      try {
        await service(strapi, 'mail').send(subscriptionMail(input.email, locale, link));
      } catch (error) {
        strapi.log.error(`The confirmation of market subscription ${id} failed: ${(error as Error).message}`);
        eventLog(strapi).record({
          level: 'error',
          category: 'system',
          action: 'market_subscription.mail_failed',
          errorMessage: (error as Error).message,
          metadata: { subscriptionId: id },
        });
        return { subscribed: true, email: input.email, mailSent: false, message: MARKET_MESSAGES.mailFailed };
      }
      await markConfirmationSent(knex(), id);
      return { subscribed: true, email: input.email, mailSent: true, message: MARKET_MESSAGES.subscribed };
    },

    unsubscribe(token: unknown) {
      return unsubscribeByToken(knex(), token);
    },
  };
};
