/**
 * The texts of the landing's first screen. The build also writes them into the landing's HTML
 * (site/first-screen.ts), so that the headline and the first featured product show before any script has run; the
 * pages take them from here through the dictionaries. No imports: the build configuration reads this file too.
 */
export interface FirstScreenTexts {
  platformName: string;
  featuredTitle: string;
  imageAlt: (name: string) => string;
  pageTitle: string;
  metaDescription: string;
  headline: string;
  text: string;
}

export type FirstScreenLocale = 'no' | 'en';

/** The element that holds the first screen in the landing's HTML. */
export const FIRST_SCREEN_ID = 'first-screen';

/** Called once the landing page can draw its first screen itself: its own markup takes over from the HTML's. */
export function removeFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
}

export const FIRST_SCREEN_TEXTS: Record<FirstScreenLocale, FirstScreenTexts> = {
  no: {
    platformName: 'Plattform',
    featuredTitle: 'Utvalgte produkter',
    imageAlt: (name) => `Illustrasjon for ${name}`,
    pageTitle: 'Plattform',
    metaDescription:
      'Eiendomsanalyse, kjøretøydata og porteføljeverktøy på én plattform: verdivurdering av bolig, oppslag på kjøretøy og analyser for norske forbrukere og bedrifter.',
    headline: 'Data og analyser for eiendom, kjøretøy og økonomi',
    text: 'Én innlogging gir deg tilgang til alle plattformens produkter – fra verdivurdering av bolig til oppslag på kjøretøy.',
  },
  en: {
    platformName: 'Plattform',
    featuredTitle: 'Featured products',
    imageAlt: (name) => `Illustration for ${name}`,
    pageTitle: 'Plattform',
    metaDescription:
      'Property analytics, vehicle data and portfolio tools on one platform: home valuations, vehicle look-ups and analyses for Norwegian consumers and businesses.',
    headline: 'Data and analytics for property, vehicles and finance',
    text: 'One sign-in gives you every product of the platform – from home valuations to vehicle look-ups.',
  },
};
