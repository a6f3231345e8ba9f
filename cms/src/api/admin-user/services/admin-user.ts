import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  ADMIN_ACCESS_THRESHOLD,
  isTrialActive,
  PRODUCT_NAMES,
  type AccountStatus,
  type AdminUser,
  type AdminUserList,
  type AdminUserProduct,
  type AdminUserQuery,
  type AdminUserStats,
  type AdminUserUpdate,
  type Language,
  type NewAdminUser,
  type ProductId,
  singleAdminWarning,
} from '@platform/shared';
import { toIsoDate } from '../../../db-values';
import { PRODUCT_API_KEYS_TABLE } from '../../../listings/product-api-keys-table';
import { PRODUCT_DATASETS_TABLE } from '../../../listings/product-datasets-table';
import { PRODUCT_RECORDS_TABLE } from '../../../listings/product-records-table';
import { PROPERTY_LISTINGS_TABLE } from '../../../listings/property-listings-table';
import { deletePropertyListing } from '../../../listings/property-listings-writes';
import { SAVED_PROPERTY_LISTINGS_TABLE } from '../../../listings/saved-property-listings-table';
import { LOG_ARCHIVE_TABLE, LOG_UID, logColumns } from '../../../logs/log-store';
import { MARKET_SUBSCRIPTIONS_TABLE } from '../../../market/subscription-store';
import { PROPERTY_REPORT_SUBSCRIPTIONS_TABLE } from '../../property-report/subscription-table';
import { deletePortfolioOf } from '../../portfolio/portfolio-tables';
import { service } from '../../../services';
import { USER_UID } from '../../../user-name';
import { PRODUCT_UID } from '../../product/services/product';
import { grantedAt, statusOf, SUBSCRIPTION_UID, type SubscriptionRow } from '../../product-subscription/services/product-subscription';
import { NO_USAGE, USAGE_UID } from '../../product-usage/services/product-usage';

const USER_ATTRIBUTES = [
  'id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'accessLevel',
  'accountType',
  'accountStatus',
  'preferredLanguage',
  'emailVerified',
  'emailConnected',
  'referralSource',
  'lastLoginAt',
  'linkedVipps',
  'twoFactorEnabled',
  'createdAt',
];

interface UserRow {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  accessLevel: number;
  accountType: number;
  accountStatus: AccountStatus | null;
  preferredLanguage: Language | null;
  emailVerified: boolean | number | null;
  emailConnected: string | null;
  referralSource: string | null;
  lastLoginAt: unknown;
  linkedVipps: boolean | number | null;
  twoFactorEnabled: boolean | number | null;
  createdAt: unknown;
}

const users = () => strapi.db.query(USER_UID);
/** Active administrators: the ones the last-administrator rule counts. */
export const ACTIVE_ADMINS = { accessLevel: { $gt: ADMIN_ACCESS_THRESHOLD }, accountStatus: 'active' };

/** The filters of the list as a query-engine where; `productUsers` are the ids the product filter keeps. */
function whereOf(query: AdminUserQuery, productUsers: number[] | null): Record<string, unknown> {
  const all: Record<string, unknown>[] = [];
  if (productUsers) all.push({ id: { $in: productUsers } });
  if (query.search) {
    const text = { $containsi: query.search };
    all.push({ $or: [{ email: text }, { firstName: text }, { lastName: text }] });
  }
  if (query.type === 'normal') all.push({ accountType: 0 });
  if (query.type === 'test') all.push({ accountType: 1 });
  if (query.emailStatus === 'verified') all.push({ emailVerified: true });
  if (query.emailStatus === 'unverified') all.push({ $or: [{ emailVerified: false }, { emailVerified: { $null: true } }] });
  return all.length ? { $and: all } : {};
}

interface Extras {
  subscriptions: SubscriptionRow[];
  usage: Map<string, { lastLogin: string | null; usage: AdminUserProduct['usage'] }>;
  spent: number;
  productNames: Map<string, string>;
}

function toAdminUser(row: UserRow, extras: Extras, now: Date): AdminUser {
  const products: AdminUserProduct[] = extras.subscriptions.map((subscription) => {
    const trialEndDate = toIsoDate(subscription.trial_end);
    const used = extras.usage.get(subscription.product_slug) ?? NO_USAGE;
    return {
      productId: subscription.product_slug,
      productName:
        extras.productNames.get(subscription.product_slug) ?? PRODUCT_NAMES[subscription.product_slug as ProductId] ?? subscription.product_slug,
      subscriptionStatus: statusOf(subscription, now),
      planId: subscription.plan?.id ?? null,
      planName: subscription.plan?.name ?? null,
      accessLevel: subscription.plan?.tier ?? null,
      accessGrantedDate: grantedAt(subscription),
      trialActive: isTrialActive(trialEndDate, now),
      trialEndDate,
      currentPeriodEnd: toIsoDate(subscription.current_period_end),
      lastLogin: used.lastLogin,
      usage: used.usage,
    };
  });
  products.sort((a, b) => a.productName.localeCompare(b.productName, 'nb'));
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: Boolean(row.emailVerified),
    signUpDate: toIsoDate(row.createdAt) as string,
    accountType: Number(row.accountType ?? 0),
    accessLevel: Number(row.accessLevel),
    accountStatus: row.accountStatus ?? 'active',
    isAdmin: Number(row.accessLevel) > ADMIN_ACCESS_THRESHOLD,
    phone: row.phone,
    preferredLanguage: row.preferredLanguage ?? 'no',
    referralSource: row.referralSource,
    lastLoginAt: toIsoDate(row.lastLoginAt),
    linkedGmail: row.emailConnected === 'google',
    linkedVipps: Boolean(row.linkedVipps),
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    totalSpent: extras.spent,
    hasActiveTrial: products.some((product) => product.trialActive),
    hasActiveSubscription: products.some((product) => product.subscriptionStatus === 'active'),
    products,
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const subscriptions = () => service(strapi, 'productSubscriptions');
  const payments = () => service(strapi, 'payments');

  async function productNames(): Promise<Map<string, string>> {
    const rows: Array<{ slug: string; name: string }> = await strapi.db.query(PRODUCT_UID).findMany({ select: ['slug', 'name'] });
    return new Map(rows.map((row) => [row.slug, row.name]));
  }

  /** The admin view of several users, read with one query per kind of record, not per user. */
  async function withExtras(rows: UserRow[], now: Date): Promise<AdminUser[]> {
    const ids = rows.map((row) => row.id);
    const [byUser, spent, names, usageRows] = await Promise.all([
      subscriptions().rowsOfUsers(ids),
      payments().spentBy(ids),
      productNames(),
      service(strapi, 'productUsage').ofUsers(ids),
    ]);
    return rows.map((row) =>
      toAdminUser(
        row,
        { subscriptions: byUser.get(row.id) ?? [], usage: usageRows.get(row.id) ?? new Map(), spent: spent.get(row.id) ?? 0, productNames: names },
        now,
      ),
    );
  }

  return {
    /** The statistics cards, over every user (not the list's filter). */
    async stats(now: Date = new Date()): Promise<AdminUserStats> {
      const subscriptionRows = () => strapi.db.query(SUBSCRIPTION_UID);
      const [totalUsers, activeSubscriptions, trials, totalRevenue, testUsers, unverifiedEmails] = await Promise.all([
        users().count(),
        subscriptionRows().count({
          where: { status: 'active', $or: [{ current_period_end: { $null: true } }, { current_period_end: { $gt: now } }] },
        }),
        subscriptionRows().count({ where: { status: 'trial', trial_end: { $gt: now } } }),
        payments().totalRevenue(),
        users().count({ where: { accountType: 1 } }),
        users().count({ where: { $or: [{ emailVerified: false }, { emailVerified: { $null: true } }] } }),
      ]);
      return { totalUsers, activeSubscriptions, trials, totalRevenue, testUsers, unverifiedEmails };
    },

    /** The users with a trial or an active subscription of the product. */
    async productUserIds(productId: string): Promise<number[]> {
      const rows: Array<{ user_id: number }> = await strapi.db
        .connection('product_subscriptions')
        .distinct('user_id')
        .where('product_slug', productId)
        .whereIn('status', ['trial', 'active']);
      return rows.map((row) => Number(row.user_id));
    },

    async list(query: AdminUserQuery, now: Date = new Date()): Promise<AdminUserList> {
      const where = whereOf(query, query.product ? await this.productUserIds(query.product) : null);
      const [rows, total, stats, activeAdmins] = await Promise.all([
        users().findMany({
          select: USER_ATTRIBUTES,
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: query.offset,
          limit: query.limit,
        }),
        users().count({ where }),
        this.stats(now),
        users().count({ where: ACTIVE_ADMINS }),
      ]);
      return { users: await withExtras(rows, now), total, stats, warning: singleAdminWarning(activeAdmins) };
    },

    async one(id: number, now: Date = new Date()): Promise<AdminUser | null> {
      const row: UserRow | null = await users().findOne({ select: USER_ATTRIBUTES, where: { id } });
      return row ? (await withExtras([row], now))[0] : null;
    },

    /** The stored fields of an admin's edit; the rules on who may change what are the controller's. */
    async update(id: number, input: AdminUserUpdate): Promise<void> {
      if (Object.keys(input).length) await users().update({ where: { id }, data: input });
    },

    /**
     * A new account: with the admin's password, or an unusable random one and a mail in which the user sets their
     * own. The account exists even if the mail cannot be sent (the answer says so; the admin can send it again with
     * 'Glemt passord').
     */
    async create(input: NewAdminUser): Promise<{ id: number; mailSent: boolean | null }> {
      const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
      const { sendPasswordMail, password, ...fields } = input;
      const created = await strapi
        .plugin('users-permissions')
        .service('user')
        .add({
          ...fields,
          username: input.email,
          password: password ?? crypto.randomBytes(32).toString('hex'),
          provider: 'local',
          confirmed: true,
          blocked: false,
          role: role?.id,
          accountStatus: 'active',
        });
      if (!sendPasswordMail) return { id: created.id, mailSent: null };
      try {
        await service(strapi, 'passwordReset').invite({ id: created.id, email: input.email, firstName: input.firstName });
        return { id: created.id, mailSent: true };
      } catch (error) {
        strapi.log.warn(`Set-password mail for a new account failed: ${(error as Error).message}`);
        return { id: created.id, mailSent: false };
      }
    },

    /**
     * Deletes the account and what names the person, in one transaction: subscriptions, usage, the user's records,
     * API keys and datasets in template products, their property listings and saved listings, their property report
     * subscriptions, market e-mail subscriptions and portfolio (holdings, lots, orders) go; payments stay for
     * bookkeeping without the link to the user; log entries keep the user id but lose the e-mail address (also
     * entries that only name the address, as a failed sign-in does); visits lose the user id.
     */
    async remove(id: number): Promise<void> {
      const column = logColumns(strapi);
      const found: { email: string } | null = await users().findOne({ select: ['email'], where: { id } });
      if (!found) return;
      const email = found.email.toLowerCase();
      await strapi.db.transaction(async ({ trx }) => {
        await payments().anonymise(id);
        await strapi.db.query(SUBSCRIPTION_UID).deleteMany({ where: { user_id: id } });
        await strapi.db.query(USAGE_UID).deleteMany({ where: { user_id: id } });
        for (const table of [PRODUCT_RECORDS_TABLE, PRODUCT_API_KEYS_TABLE, PRODUCT_DATASETS_TABLE, PROPERTY_REPORT_SUBSCRIPTIONS_TABLE]) {
          await trx(table).where({ user_id: id }).delete();
        }
        await trx(MARKET_SUBSCRIPTIONS_TABLE).where({ user_id: id }).orWhere({ email }).delete();
        await deletePortfolioOf(trx, id);
        for (const table of [strapi.db.metadata.get(LOG_UID).tableName, LOG_ARCHIVE_TABLE]) {
          await trx(table)
            .where(column.userId, id)
            .orWhere(column.userEmail, email)
            .update({ [column.userEmail]: null });
        }
        await trx('page_visits').where({ user_id: id }).update({ user_id: null });
        // Their property listings name them (contact details): taken down with everyone's saved marks of them.
        for (const listing of await trx(PROPERTY_LISTINGS_TABLE).where({ user_id: id }).select('id')) await deletePropertyListing(trx, listing.id);
        await trx(SAVED_PROPERTY_LISTINGS_TABLE).where({ user_id: id }).delete();
        await users().delete({ where: { id } });
      });
    },
  };
};
