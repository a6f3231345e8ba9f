import type { Core } from '@strapi/strapi';
import type emailVerification from './api/account/services/email-verification';
import type gmailLink from './api/account/services/gmail-link';
import type mail from './api/account/services/mail';
import type passwordReset from './api/account/services/password-reset';
import type profile from './api/account/services/profile';
import type ideaAttachments from './api/idea-attachment/services/idea-attachment';
import type ideaComments from './api/idea-comment/services/idea-comment';
import type ideaEvaluations from './api/idea-evaluation/services/idea-evaluation';
import type ideaTasks from './api/idea-task/services/idea-task';
import type ideaImport from './api/idea/services/idea-import';
import type ideas from './api/idea/services/idea';
import type pageVisits from './api/page-visit/services/page-visit';
import type productSubscriptions from './api/product-subscription/services/product-subscription';
import type products from './api/product/services/product';
import type productWizard from './api/product/services/product-wizard';
import type strategicPlans from './api/strategic-plan/services/strategic-plan';
import type logEntries from './api/log-entry/services/log-entry';
import type adminUsers from './api/admin-user/services/admin-user';
import type payments from './api/payment/services/payment';
import type plans from './api/plan/services/plan';
import type productUsage from './api/product-usage/services/product-usage';
import type inquiries from './api/inquiry/services/inquiry';
import type marketIntelligence from './api/market-intelligence/services/market-intelligence';
import type vehicleData from './api/vehicle-data/services/vehicle-data';
import type productRecords from './api/product-record/services/product-record';
import type productDatasets from './api/product-dataset/services/product-dataset';
import type productApiKeys from './api/product-api-key/services/product-api-key';
import type propertyListingWizard from './api/property-listing-wizard/services/property-listing-wizard';
import type propertyListings from './api/property-listing/services/property-listing';
import type propertyAnalytics from './api/property-analytics/services/property-analytics';
import type propertyReports from './api/property-report/services/property-report';
import type portfolios from './api/portfolio/services/portfolio';

type ServiceOf<Factory> = Factory extends (params: { strapi: Core.Strapi }) => infer Service ? Service : never;

const UIDS = {
  emailVerification: 'api::account.email-verification',
  gmailLink: 'api::account.gmail-link',
  mail: 'api::account.mail',
  passwordReset: 'api::account.password-reset',
  profile: 'api::account.profile',
  ideaAttachments: 'api::idea-attachment.idea-attachment',
  ideaComments: 'api::idea-comment.idea-comment',
  ideaEvaluations: 'api::idea-evaluation.idea-evaluation',
  ideaTasks: 'api::idea-task.idea-task',
  ideaImport: 'api::idea.idea-import',
  ideas: 'api::idea.idea',
  pageVisits: 'api::page-visit.page-visit',
  productSubscriptions: 'api::product-subscription.product-subscription',
  products: 'api::product.product',
  productWizard: 'api::product.product-wizard',
  strategicPlans: 'api::strategic-plan.strategic-plan',
  logEntries: 'api::log-entry.log-entry',
  adminUsers: 'api::admin-user.admin-user',
  payments: 'api::payment.payment',
  plans: 'api::plan.plan',
  productUsage: 'api::product-usage.product-usage',
  inquiries: 'api::inquiry.inquiry',
  marketIntelligence: 'api::market-intelligence.market-intelligence',
  vehicleData: 'api::vehicle-data.vehicle-data',
  productRecords: 'api::product-record.product-record',
  productDatasets: 'api::product-dataset.product-dataset',
  productApiKeys: 'api::product-api-key.product-api-key',
  propertyListingWizard: 'api::property-listing-wizard.property-listing-wizard',
  propertyListings: 'api::property-listing.property-listing',
  propertyAnalytics: 'api::property-analytics.property-analytics',
  propertyReports: 'api::property-report.property-report',
  portfolios: 'api::portfolio.portfolio',
} as const;

interface Services {
  emailVerification: ServiceOf<typeof emailVerification>;
  gmailLink: ServiceOf<typeof gmailLink>;
  mail: ServiceOf<typeof mail>;
  passwordReset: ServiceOf<typeof passwordReset>;
  profile: ServiceOf<typeof profile>;
  ideaAttachments: ServiceOf<typeof ideaAttachments>;
  ideaComments: ServiceOf<typeof ideaComments>;
  ideaEvaluations: ServiceOf<typeof ideaEvaluations>;
  ideaTasks: ServiceOf<typeof ideaTasks>;
  ideaImport: ServiceOf<typeof ideaImport>;
  ideas: ServiceOf<typeof ideas>;
  pageVisits: ServiceOf<typeof pageVisits>;
  productSubscriptions: ServiceOf<typeof productSubscriptions>;
  products: ServiceOf<typeof products>;
  productWizard: ServiceOf<typeof productWizard>;
  strategicPlans: ServiceOf<typeof strategicPlans>;
  logEntries: ServiceOf<typeof logEntries>;
  adminUsers: ServiceOf<typeof adminUsers>;
  payments: ServiceOf<typeof payments>;
  plans: ServiceOf<typeof plans>;
  productUsage: ServiceOf<typeof productUsage>;
  inquiries: ServiceOf<typeof inquiries>;
  marketIntelligence: ServiceOf<typeof marketIntelligence>;
  vehicleData: ServiceOf<typeof vehicleData>;
  productRecords: ServiceOf<typeof productRecords>;
  productDatasets: ServiceOf<typeof productDatasets>;
  productApiKeys: ServiceOf<typeof productApiKeys>;
  propertyListingWizard: ServiceOf<typeof propertyListingWizard>;
  propertyListings: ServiceOf<typeof propertyListings>;
  propertyAnalytics: ServiceOf<typeof propertyAnalytics>;
  propertyReports: ServiceOf<typeof propertyReports>;
  portfolios: ServiceOf<typeof portfolios>;
}

/** One of the platform's services with its own methods typed (Strapi's registry answers them untyped). */
export function service<Name extends keyof Services>(strapi: Core.Strapi, name: Name): Services[Name] {
  return strapi.service(UIDS[name]) as unknown as Services[Name];
}
