import type { PropertyListingStatus } from '@platform/shared';
import { localizedTexts } from '../../i18n';

/** Norwegian texts of the dashboard: the shape the English ones must match. */
const no = {
  pageTitle: 'Mitt dashbord',
  greeting: (name: string) => `Hei, ${name}!`,
  intro: 'Produktene, boligannonsene og de lagrede boligene dine samlet på ett sted.',
  account: 'Min konto',
  admin: 'Adminområdet',
  products: {
    title: 'Mine produkter og abonnementer',
    count: 'Produkter med tilgang',
    trials: 'Prøveperioder',
    open: 'Åpne',
    all: 'Se alle abonnementer',
    empty: 'Du har ingen produkter eller abonnementer ennå.',
    tryFree: 'Prøv et produkt gratis',
    loadFailed: 'Kunne ikke hente produktene dine.',
  },
  listings: {
    title: 'Mine boligannonser',
    count: 'Annonser',
    published: 'Publisert',
    all: 'Se alle annonsene mine',
    create: 'Legg ut bolig',
    empty: 'Du har ingen boligannonser ennå.',
    loadFailed: 'Kunne ikke hente boligannonsene dine.',
    status: { published: 'Publisert', unpublished: 'Avpublisert' } satisfies Record<PropertyListingStatus, string>,
  },
  saved: {
    title: 'Lagrede boliger',
    count: 'Lagret',
    all: 'Se alle lagrede boliger',
    empty: 'Du har ikke lagret noen boliger ennå.',
    browse: 'Se boligannonsene',
    loadFailed: 'Kunne ikke hente de lagrede boligene.',
  },
  noPrice: 'Pris ikke oppgitt',
};

export type DashboardTexts = typeof no;

const en: DashboardTexts = {
  pageTitle: 'My dashboard',
  greeting: (name) => `Hi, ${name}!`,
  intro: 'Your products, property listings and saved properties in one place.',
  account: 'My account',
  admin: 'Admin area',
  products: {
    title: 'My products and subscriptions',
    count: 'Products with access',
    trials: 'Trials',
    open: 'Open',
    all: 'See all subscriptions',
    empty: 'You have no products or subscriptions yet.',
    tryFree: 'Try a product for free',
    loadFailed: 'Could not load your products.',
  },
  listings: {
    title: 'My property listings',
    count: 'Listings',
    published: 'Published',
    all: 'See all my listings',
    create: 'List a property',
    empty: 'You have no property listings yet.',
    loadFailed: 'Could not load your property listings.',
    status: { published: 'Published', unpublished: 'Unpublished' },
  },
  saved: {
    title: 'Saved properties',
    count: 'Saved',
    all: 'See all saved properties',
    empty: 'You have not saved any properties yet.',
    browse: 'Browse the listings',
    loadFailed: 'Could not load your saved properties.',
  },
  noPrice: 'Price not given',
};

export const useDashboardTexts = localizedTexts<DashboardTexts>({ no, en });
