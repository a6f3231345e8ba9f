import { localizedTexts } from '../../i18n';

const number = (value: number) => value.toLocaleString('nb-NO');

/** The pricing page's own words; the English dictionary must have every key the Norwegian one has. */
const no = {
  title: (product: string) => `Priser – ${product}`,
  metaDescription: (product: string) => `Planer og priser for ${product}, i norske kroner inkl. mva.`,
  plans: 'Planer',
  // Prices shown to consumers in Norway include VAT; the landing page shows the same plans and prices.
  currency: 'Alle priser er i norske kroner (NOK) inkl. mva.',
  apiLimits: (limit: number, enterprise: string | null) =>
    `Data-API-et: høyst ${number(limit)} forespørsler per time på standardplanene${enterprise ? `, ubegrenset på ${enterprise}` : ''}.`,
  ordering: 'Nettbetaling er ikke tilgjengelig ennå: et abonnement bestilles via kontaktskjemaet, så tar vi kontakt.',
  signedOut: 'Opprett en konto for å velge en plan. Har du allerede en konto?',
  signIn: 'Logg inn',
  trialOffer: (product: string, days: number) => `Prøv ${product} gratis i ${days} dager. Prøveperioden kan startes én gang.`,
  choose: 'Velg',
  startTrial: 'Start gratis prøveperiode',
  hasAccess: 'Du har tilgang',
  open: (product: string) => `Åpne ${product}`,
  order: 'Bestill abonnement',
  contactUs: 'Kontakt oss',
  viaContactForm: 'Bestilles via kontaktskjemaet',
  accessFailed: 'Kunne ikke hente tilgangen din til produktet.',
  myAccount: 'Min konto',
  noPlans: (product: string) => `${product} har ingen planer med pris ennå. Kontakt oss, så finner vi en løsning.`,
  learnMore: (product: string) => `Les mer om ${product}`,
};

export type PricingTexts = typeof no;

const en: PricingTexts = {
  title: (product) => `Pricing – ${product}`,
  metaDescription: (product) => `Plans and prices for ${product}, in Norwegian kroner incl. VAT.`,
  plans: 'Plans',
  currency: 'All prices are in Norwegian kroner (NOK) incl. VAT.',
  apiLimits: (limit, enterprise) =>
    `Data API: at most ${number(limit)} requests per hour on the standard plans${enterprise ? `, unlimited on ${enterprise}` : ''}.`,
  ordering: 'Online payment is not available yet: a subscription is ordered through the contact form, and we get back to you.',
  signedOut: 'Create an account to choose a plan. Already have an account?',
  signIn: 'Sign in',
  trialOffer: (product, days) => `Try ${product} for free for ${days} days. The trial can be started once.`,
  choose: 'Choose',
  startTrial: 'Start free trial',
  hasAccess: 'You have access',
  open: (product) => `Open ${product}`,
  order: 'Order a subscription',
  contactUs: 'Contact us',
  viaContactForm: 'Ordered through the contact form',
  accessFailed: 'Could not load your access to the product.',
  myAccount: 'My account',
  noPlans: (product) => `${product} has no priced plans yet. Contact us and we will find a solution.`,
  learnMore: (product) => `Read more about ${product}`,
};

export const usePricingTexts = localizedTexts<PricingTexts>({ no, en });
