import crypto from 'node:crypto';
import { factories } from '@strapi/strapi';
import { isUuid, referralSourceOf, searchTermsFromReferrer, type VisitInput } from '@platform/shared';
import { UAParser } from 'ua-parser-js';

export const VISIT_UID = 'api::page-visit.page-visit';

export interface VisitContext {
  userAgent: string;
  ip: string;
  userId: number | null;
}

/** Device class, browser and operating system from a User-Agent; a browser that names no device is a desktop. */
export function describeUserAgent(userAgent: string): { device: string | null; browser: string | null; os: string | null } {
  if (!userAgent) return { device: null, browser: null, os: null };
  const parsed = new UAParser(userAgent).getResult();
  return { device: parsed.device.type ?? 'desktop', browser: parsed.browser.name ?? null, os: parsed.os.name ?? null };
}

export default factories.createCoreService(VISIT_UID, ({ strapi }) => {
  // Keyed with the app's own secret: the same address gives the same hash (unique visitors), but the hash cannot be
  // turned back into the address by trying all of them without the key.
  const hashIp = (ip: string) => {
    const keys = strapi.config.get('server.app.keys') as string[] | undefined;
    return crypto.createHmac('sha256', keys?.[0] ?? 'page-visits').update(ip).digest('hex');
  };

  return {
    /** The referral source of a new account from its visitor's first recorded visit (null without one). */
    async referralSourceFor(visitorId: unknown, ownHost: string | null): Promise<string | null> {
      if (!isUuid(visitorId)) return null;
      const first = await strapi.db.query(VISIT_UID).findOne({ select: ['referrer'], where: { visitor_id: visitorId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
      return referralSourceOf(first, ownHost);
    },

    async record(visit: VisitInput, context: VisitContext): Promise<void> {
      await strapi.db.query(VISIT_UID).create({
        data: {
          visitor_id: visit.visitorId,
          session_id: visit.sessionId,
          page: visit.page,
          title: visit.title,
          referrer: visit.referrer,
          search_terms: searchTermsFromReferrer(visit.referrer),
          ...describeUserAgent(context.userAgent),
          user_id: context.userId,
          ip_hash: context.ip ? hashIp(context.ip) : null,
        },
      });
    },
  };
});
