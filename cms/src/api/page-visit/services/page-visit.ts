import { factories } from '@strapi/strapi';
import ipaddr from 'ipaddr.js';
import { classifyReferrer, isUuid, productOfPage, referralSourceOf, searchTermsFromReferrer, type VisitInput } from '@platform/shared';
import { UAParser } from 'ua-parser-js';
import { isExcludedIp } from '../../../analytics/excluded-ips';
import { locateIp } from '../../../analytics/geoip';
import { hashIp } from '../../../analytics/ip-hash';
import { maskIp } from '../../../logs/mask-ip';

export const VISIT_UID = 'api::page-visit.page-visit';

export interface VisitContext {
  userAgent: string;
  ip: string;
  userId: number | null;
  /** The host the site was reached at: a referrer from it is the site itself. */
  ownHost: string | null;
}

/** Device class, browser and operating system from a User-Agent; a browser that names no device is a desktop. */
export function describeUserAgent(userAgent: string): { device: string | null; browser: string | null; os: string | null } {
  if (!userAgent) return { device: null, browser: null, os: null };
  const parsed = new UAParser(userAgent).getResult();
  return { device: parsed.device.type ?? 'desktop', browser: parsed.browser.name ?? null, os: parsed.os.name ?? null };
}

/** One written form per address (an IPv4 address inside IPv6 as IPv4), so one address always hashes alike. */
const canonicalIp = (ip: string) => (ipaddr.isValid(ip) ? ipaddr.process(ip).toString() : ip);

export default factories.createCoreService(VISIT_UID, ({ strapi }) => ({
  /** The referral source of a new account from its visitor's first recorded visit (null without one). */
  async referralSourceFor(visitorId: unknown, ownHost: string | null): Promise<string | null> {
    if (!isUuid(visitorId)) return null;
    const first = await strapi.db
      .query(VISIT_UID)
      .findOne({ select: ['referrer'], where: { visitor_id: visitorId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return referralSourceOf(first, ownHost);
  },

  /** Stores one visit, unless it comes from an excluded address or range. */
  async record(visit: VisitInput, context: VisitContext): Promise<void> {
    const knex = strapi.db.connection;
    if (await isExcludedIp(knex, context.ip)) return;
    const ip = context.ip ? canonicalIp(context.ip) : null;
    const location = await locateIp(ip);
    const referrer = classifyReferrer(visit.referrer, context.ownHost, visit.utmMedium);
    // The session's first page: no earlier visit of it (session length and pages per session are counted from the rows).
    const earlier = await knex('page_visits').select('id').where('session_id', visit.sessionId).first();
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
        ip_hash: ip ? hashIp(strapi, ip) : null,
        ip_masked: maskIp(ip),
        country_code: location.countryCode,
        city: location.city,
        utm_source: visit.utmSource ?? null,
        utm_medium: visit.utmMedium ?? null,
        utm_campaign: visit.utmCampaign ?? null,
        referrer_type: referrer.type,
        referrer_domain: referrer.domain?.slice(0, 255) ?? null,
        search_engine: referrer.engine,
        is_landing: !earlier,
        product_id: productOfPage(visit.page),
      },
    });
  },
}));
