import type { Core } from '@strapi/strapi';
import { DEMO_CMS_EDITOR, DEMO_CMS_SUPER_ADMIN, DEMO_PASSWORD, DEMO_USERS } from './demo-users';
import { demoIdeaRows } from './demo-ideas';
import { DEMO_PRODUCTS } from './demo-products';
import { DEMO_PRODUCT_TRANSLATIONS } from './demo-product-translations';
import { demoPlansOf, demoPayments, demoSubscriptions, demoUsage } from './demo-billing';
import { USER_UID } from '../user-name';
import { platformMode } from '../platform-mode';
import { insertSampleLog } from './sample-log';
import { ensureDemoInquiries } from './demo-inquiries';
import { ensureDemoVehicleListings } from './demo-vehicle-listings';
import { ensureDemoPropertyListings } from './demo-property-listings';
import { ensureDemoPropertyRegister } from './demo-property-register';
import { ensureDemoStatistics } from './demo-statistics';
import { ensureDemoPortfolios } from './demo-portfolio';
import { ensureDemoApis } from './demo-apis';
import { ensureDemoPipelines } from './demo-pipelines';
import { ensureDemoProjects } from './demo-projects';
import { ensureDemoProjectEvents } from './demo-project-events';
import { ensureDemoConsultancy } from './demo-consultancy';
import { ensureDemoVisits } from './demo-visits';
import { ensureDemoActivity } from './demo-activity';
import { PRODUCT_UID, storedProduct } from '../api/product/services/product';

const IDEA_UID = 'api::idea.idea';
const SUBSCRIPTION_UID = 'api::product-subscription.product-subscription';
const PLAN_UID = 'api::plan.plan';
const TRANSLATION_UID = 'api::product-translation.product-translation';
const PAYMENT_UID = 'api::payment.payment';
const USAGE_UID = 'api::product-usage.product-usage';
export const DEMO_IDEA_COUNT = 48;
const INSERT_CHUNK = 500;

interface PlatformAdmin {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}


async function authenticatedRoleId(strapi: Core.Strapi): Promise<number> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  return role.id;
}

async function ensurePlatformUser(strapi: Core.Strapi, user: PlatformAdmin & { accessLevel: number; phone?: string }) {
  const email = user.email.toLowerCase();
  if (await strapi.db.query(USER_UID).findOne({ where: { email } })) return;
  await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: email,
      email,
      password: user.password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: await authenticatedRoleId(strapi),
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? null,
      accessLevel: user.accessLevel,
      accountType: 0,
      accountStatus: 'active',
      preferredLanguage: 'no',
      emailVerified: true,
    });
}

/** A panel (/cms) account with exactly one role, by the role's code; an existing account keeps its password. */
async function ensureCmsUser(strapi: Core.Strapi, admin: PlatformAdmin, roleCode: 'strapi-super-admin' | 'strapi-editor') {
  const role = await strapi.db.query('admin::role').findOne({ where: { code: roleCode } });
  if (!role) return;
  const email = admin.email.toLowerCase();
  const existing = await strapi.db.query('admin::user').findOne({ where: { email }, populate: ['roles'] });
  if (existing) {
    const roles = (existing.roles ?? []) as Array<{ id: number }>;
    if (roles.length !== 1 || roles[0].id !== role.id) await strapi.service('admin::user').updateById(existing.id, { roles: [role.id] });
    return;
  }
  await strapi.service('admin::user').create({
    email,
    firstname: admin.firstName,
    lastname: admin.lastName,
    password: admin.password,
    registrationToken: null,
    isActive: true,
    roles: [role.id],
  });
}

/** Inserts generated ideas in one transaction (the benchmark uses it for 10,000). */
export async function insertDemoIdeas(strapi: Core.Strapi, count: number): Promise<void> {
  const rows = demoIdeaRows(count);
  await strapi.db.transaction(async () => {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await strapi.db.query(IDEA_UID).createMany({ data: rows.slice(i, i + INSERT_CHUNK) });
    }
  });
}

/** The six products and their English texts, each created only when missing (an editor's changes are kept). */
async function ensureDemoProducts(strapi: Core.Strapi): Promise<void> {
  const existing = new Set((await strapi.db.query(PRODUCT_UID).findMany({ select: ['slug'] })).map((row: { slug: string }) => row.slug));
  for (const product of DEMO_PRODUCTS) {
    if (!existing.has(product.slug)) await strapi.db.query(PRODUCT_UID).create({ data: storedProduct({ ...product, is_active: true }) });
  }
  const translated = new Set(
    (await strapi.db.query(TRANSLATION_UID).findMany({ select: ['product_slug'], where: { locale: 'en' } })).map(
      (row: { product_slug: string }) => row.product_slug,
    ),
  );
  for (const [slug, texts] of Object.entries(DEMO_PRODUCT_TRANSLATIONS)) {
    if (!translated.has(slug)) await strapi.db.query(TRANSLATION_UID).create({ data: { ...texts, product_slug: slug, locale: 'en' } });
  }
}

/** Each demo product's plans, made only for a product that has none (an editor's plans are kept). */
async function ensureDemoPlans(strapi: Core.Strapi): Promise<void> {
  for (const product of await strapi.db.query(PRODUCT_UID).findMany({ select: ['id', 'slug'], populate: { plans: { select: ['id'] } } })) {
    if (product.plans?.length) continue;
    for (const plan of demoPlansOf(product.slug)) await strapi.db.query(PLAN_UID).create({ data: { ...plan, product: product.id, is_active: true } });
  }
}

async function demoIds(strapi: Core.Strapi) {
  const users: Array<{ id: number; email: string }> = await strapi.db
    .query(USER_UID)
    .findMany({ select: ['id', 'email'], where: { email: { $endsWith: '@demo.no' } } });
  const plans: Array<{ id: number; name: string; product: { slug: string } | null }> = await strapi.db
    .query(PLAN_UID)
    .findMany({ select: ['id', 'name'], populate: { product: { select: ['slug'] } } });
  const userId = new Map(users.map((user) => [user.email, user.id]));
  const planId = new Map(plans.map((plan) => [`${plan.product?.slug}:${plan.name}`, plan.id]));
  return {
    userOf: (email: string) => userId.get(email),
    planOf: (slug: string, name: string | null) => (name ? (planId.get(`${slug}:${name}`) ?? null) : null),
  };
}

/**
 * The demo accounts' subscriptions, trial, usage and payment history: each subscription and usage row only when that
 * user has none for that product, the payments only into an empty payments table.
 */
async function ensureDemoBilling(strapi: Core.Strapi): Promise<void> {
  const { userOf, planOf } = await demoIds(strapi);
  for (const { email, planName, ...subscription } of demoSubscriptions()) {
    const userId = userOf(email);
    if (!userId) continue;
    const where = { user_id: userId, product_slug: subscription.product_slug };
    if (await strapi.db.query(SUBSCRIPTION_UID).findOne({ where })) continue;
    await strapi.db.query(SUBSCRIPTION_UID).create({ data: { ...subscription, ...where, plan: planOf(subscription.product_slug, planName) } });
  }
  for (const { email, ...usage } of demoUsage()) {
    const userId = userOf(email);
    if (!userId || (await strapi.db.query(USAGE_UID).findOne({ where: { user_id: userId, product_slug: usage.product_slug } }))) continue;
    await strapi.db.query(USAGE_UID).create({ data: { ...usage, user_id: userId } });
  }
  if ((await strapi.db.query(PAYMENT_UID).count()) > 0) return;
  const rows = demoPayments().flatMap(({ email, planName, ...payment }) => {
    const userId = userOf(email);
    return userId ? [{ ...payment, user_id: userId, plan: planOf(payment.product_slug, planName) }] : [];
  });
  await strapi.db.transaction(async () => {
    for (const row of rows) await strapi.db.query(PAYMENT_UID).create({ data: row });
  });
}

function adminFromEnv(): PlatformAdmin | null {
  const email = process.env.PLATFORM_ADMIN_EMAIL;
  const password = process.env.PLATFORM_ADMIN_PASSWORD;
  if (!email || !password) return null;
  return {
    email,
    password,
    firstName: process.env.PLATFORM_ADMIN_FIRST_NAME ?? 'Platform',
    lastName: process.env.PLATFORM_ADMIN_LAST_NAME ?? 'Admin',
  };
}

/**
 * First-start data. Demo mode: the sample accounts of DEMO_USERS, the panel's super-admin and content editor, the six products with their
 * landing pages, the demo accounts' subscription and trial, and sample ideas (only into an empty ideas table). Production mode: only the administrator named by PLATFORM_ADMIN_EMAIL/PASSWORD.
 */
export async function seed(strapi: Core.Strapi): Promise<void> {
  const fromEnv = adminFromEnv();
  if (platformMode() === 'production') {
    const anyAdmin = await strapi.db.query(USER_UID).findOne({ where: { accessLevel: { $gte: 5 } } });
    if (!anyAdmin && !fromEnv) {
      throw new Error('Production mode needs a first administrator: set PLATFORM_ADMIN_EMAIL and PLATFORM_ADMIN_PASSWORD.');
    }
    if (fromEnv) {
      await ensurePlatformUser(strapi, { ...fromEnv, accessLevel: 5 });
      await ensureCmsUser(strapi, fromEnv, 'strapi-super-admin');
    }
    return;
  }

  for (const user of DEMO_USERS) await ensurePlatformUser(strapi, { ...user, password: DEMO_PASSWORD });
  if (fromEnv) await ensurePlatformUser(strapi, { ...fromEnv, accessLevel: 5 });
  await ensureCmsUser(strapi, fromEnv ?? { ...DEMO_CMS_SUPER_ADMIN, password: DEMO_PASSWORD }, 'strapi-super-admin');
  await ensureCmsUser(strapi, { ...DEMO_CMS_EDITOR, password: DEMO_PASSWORD }, 'strapi-editor');
  await ensureDemoProducts(strapi);
  await ensureDemoInquiries(strapi);
  await ensureDemoPlans(strapi);
  await ensureDemoBilling(strapi);
  await ensureDemoVisits(strapi);
  await ensureDemoActivity(strapi);
  const ideaCount = await strapi.db.query(IDEA_UID).count();
  const wanted = Number(process.env.SEED_IDEAS ?? DEMO_IDEA_COUNT);
  if (ideaCount === 0 && wanted > 0) await insertDemoIdeas(strapi, wanted);
  await ensureDemoVehicleListings(strapi);
  await ensureDemoPropertyListings(strapi);
  await ensureDemoPropertyRegister(strapi);
  await ensureDemoStatistics(strapi);
  await ensureDemoPortfolios(strapi);
  await ensureDemoApis(strapi);
  await ensureDemoPipelines(strapi);
  await ensureDemoProjects(strapi);
  await ensureDemoProjectEvents(strapi);
  await ensureDemoConsultancy(strapi);
  const sampleLog = Number(process.env.SEED_LOGS ?? 0);
  if (sampleLog > 0) await insertSampleLog(strapi, sampleLog);
}
