import type { Core } from '@strapi/strapi';
import {
  AREA_LISTINGS_PAGE_SIZE,
  PROPERTY_REPORT_LABELS,
  REPORT_SUBSCRIPTION_LIMIT,
  osloIsoDate,
  propertyArea,
  propertyAreaLabel,
  type PropertyReportSection,
  type PropertyReportType,
  type ReportFrequency,
  type ReportSubscription,
} from '@platform/shared';
import { toIsoDate, toList } from '../../../db-values';
import { escapeHtml } from '../../../html-escape';
import { service } from '../../../services';
import { USER_UID } from '../../../user-name';
import type { ReportSpec, SubscriptionSpec } from '../report-request';
import { reportPdf, reportSections } from '../report-pdf';
import { PROPERTY_REPORT_SUBSCRIPTIONS_TABLE as TABLE } from '../subscription-table';

export interface ReportFile {
  body: Buffer;
  fileName: string;
}

interface SubscriptionRow {
  id: number | string;
  user_id: number;
  type: string;
  area: string;
  compare_area: string | null;
  sections: unknown;
  email: string;
  frequency: string;
  created_at: unknown;
  last_sent_at: unknown;
}

const toSubscription = (row: SubscriptionRow): ReportSubscription => ({
  id: Number(row.id),
  type: row.type as PropertyReportType,
  area: row.area,
  compareArea: row.compare_area,
  sections: toList(row.sections) as PropertyReportSection[],
  email: row.email,
  frequency: row.frequency as ReportFrequency,
  createdAt: toIsoDate(row.created_at) as string,
  lastSentAt: toIsoDate(row.last_sent_at),
});

/** The report a stored subscription asks for (its areas were checked when it was made); in Norwegian. */
export function subscriptionSpec(subscription: ReportSubscription): ReportSpec {
  const area = propertyArea(subscription.area);
  if (!area) throw new Error(`Unknown area in report subscription ${subscription.id}`);
  const compareArea = subscription.compareArea ? propertyArea(subscription.compareArea) : null;
  return { type: subscription.type, area, compareArea, sections: subscription.sections, locale: 'no' };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const analytics = () => service(strapi, 'propertyAnalytics');

  const self = {
    /** The report as a PDF, from the figures of the statistics service; null when the service knows no such area. */
    async report(spec: ReportSpec, now: Date = new Date()): Promise<ReportFile | null> {
      const needsHomes = reportSections(spec).includes('listings');
      const [area, compare, page] = await Promise.all([
        analytics().area(spec.area.id, now),
        spec.compareArea ? analytics().area(spec.compareArea.id, now) : Promise.resolve(null),
        needsHomes
          ? analytics().listings({ area: spec.area.id, status: 'active', sort: 'newest', page: 1, pageSize: AREA_LISTINGS_PAGE_SIZE })
          : Promise.resolve(null),
      ]);
      if (!area || (spec.compareArea && !compare)) return null;
      const body = await reportPdf({ spec, at: now, area, compare, homes: page?.listings ?? null });
      return { body, fileName: `${spec.type}-${spec.area.id}-${osloIsoDate(now)}.pdf` };
    },

    /** The user's subscriptions, newest first. */
    async subscriptions(userId: number): Promise<ReportSubscription[]> {
      const rows: SubscriptionRow[] = await knex()(TABLE)
        .where({ user_id: userId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return rows.map(toSubscription);
    },

    /** One of the user's subscriptions; null for another user's id or none. */
    async subscription(userId: number, id: number): Promise<ReportSubscription | null> {
      const row: SubscriptionRow | undefined = await knex()(TABLE).where({ id, user_id: userId }).first();
      return row ? toSubscription(row) : null;
    },

    /**
     * A new subscription, or 'limit' when the user has REPORT_SUBSCRIPTION_LIMIT already. Counted and written in one
     * transaction; on PostgreSQL the user's row is locked first, so two at once cannot both pass the count.
     */
    async subscribe(userId: number, spec: SubscriptionSpec, now: Date = new Date()): Promise<ReportSubscription | 'limit'> {
      return knex().transaction(async (trx) => {
        if (strapi.db.dialect.client !== 'sqlite')
          await trx(strapi.db.metadata.get(USER_UID).tableName).where({ id: userId }).forUpdate().first('id');
        const [{ count }] = await trx(TABLE).where({ user_id: userId }).count({ count: '*' });
        if (Number(count) >= REPORT_SUBSCRIPTION_LIMIT) return 'limit' as const;
        const [inserted] = await trx(TABLE)
          .insert({
            user_id: userId,
            type: spec.type,
            area: spec.area.id,
            compare_area: spec.compareArea?.id ?? null,
            sections: JSON.stringify(spec.sections),
            email: spec.email,
            frequency: spec.frequency,
            created_at: now,
            last_sent_at: null,
          })
          .returning('id');
        const id = typeof inserted === 'object' ? Number(inserted.id) : Number(inserted);
        return toSubscription(await trx(TABLE).where({ id }).first());
      });
    },

    /** Deletes one of the user's subscriptions; false when it is not theirs or not there. */
    async unsubscribe(userId: number, id: number): Promise<boolean> {
      return (await knex()(TABLE).where({ id, user_id: userId }).delete()) > 0;
    },

    /** Renders the subscription's report now and mails it as a PDF attachment; then stamps last_sent_at. */
    async send(subscription: ReportSubscription, now: Date = new Date()): Promise<void> {
      const spec = subscriptionSpec(subscription);
      const file = await self.report(spec, now);
      if (!file) throw new Error(`No figures for the areas of report subscription ${subscription.id}`);
      const areas = [spec.area, spec.compareArea].flatMap((area) => (area ? [propertyAreaLabel(area)] : [])).join(' og ');
      const title = `${PROPERTY_REPORT_LABELS[spec.type].no}: ${areas}`;
      const text = `Hei!\n\nVedlagt er rapporten «${title}» fra Eiendomsanalyse, laget ${osloIsoDate(now)}.\n\nDu får den fordi du abonnerer på den. Abonnementet kan avsluttes under Rapporter i Eiendomsanalyse.\n`;
      await service(strapi, 'mail').send({
        to: subscription.email,
        subject: `${title} (${osloIsoDate(now)})`,
        text,
        html: text
          .trim()
          .split('\n\n')
          .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
          .join(''),
        attachments: [{ filename: file.fileName, content: file.body, contentType: 'application/pdf' }],
      });
      await knex()(TABLE).where({ id: subscription.id }).update({ last_sent_at: now });
    },
  };
  return self;
};
