import { useLocale, type Locale } from '../../i18n';

/** The generic template areas' words; the English dictionary must have every key the Norwegian one has. */
const no = {
  navigation: 'Sider i produktet',
  needsRecord: 'Åpnes fra en post i listen',
  features: 'Funksjoner',
  noFeatures: 'Produktet har ingen funksjoner beskrevet ennå.',
  landing: 'Om produktet',
  notFoundTitle: 'Fant ikke siden',
  notFoundText: 'Produktet har ingen side med denne adressen.',
  toRoot: 'Til produktets forside',
  reports: 'Her kommer produktets rapporter når dataene de bygger på er koblet til. Ingen tall vises før de er ekte.',
  export: 'Her kommer eksport av produktets data (for eksempel CSV og Excel) når dataene er koblet til.',
  records: 'Poster',
  noRecords: 'Ingen poster ennå. Postene kommer når produktets datalager er på plass; ingenting lagres før det.',
  create: 'Skjemaet for nye poster kommer når produktets datalager er på plass; ingenting lagres før det.',
  record: (id: string) => `Post ${id}`,
  recordPending: 'Redigering av poster kommer når produktets datalager er på plass.',
  chooseRecord: 'Velg en post i listen for å åpne denne siden.',
  keys: 'Her skal du opprette og trekke tilbake API-nøkler, én per system. Nøkkeladministrasjonen kommer med produktets API.',
  docs: 'Her kommer dokumentasjonen av produktets API: endepunktene, eksempler og grensene for bruk.',
  page: 'Denne siden er en del av produktet, men innholdet er ikke bygget ennå.',
};

export type TemplateTexts = typeof no;

const en: TemplateTexts = {
  navigation: 'Pages of the product',
  needsRecord: 'Opens from a record in the list',
  features: 'Features',
  noFeatures: 'The product has no features described yet.',
  landing: 'About the product',
  notFoundTitle: 'Page not found',
  notFoundText: 'The product has no page at this address.',
  toRoot: 'To the product’s front page',
  reports: 'The product’s reports will be here once the data they build on is connected. No figures are shown until they are real.',
  export: 'Export of the product’s data (CSV and Excel, for example) will be here once the data is connected.',
  records: 'Records',
  noRecords: 'No records yet. Records come with the product’s data store; nothing is saved until then.',
  create: 'The form for new records comes with the product’s data store; nothing is saved until then.',
  record: (id) => `Record ${id}`,
  recordPending: 'Editing records comes with the product’s data store.',
  chooseRecord: 'Choose a record in the list to open this page.',
  keys: 'This is where you will create and revoke API keys, one per system. Key management comes with the product’s API.',
  docs: 'The documentation of the product’s API will be here: the endpoints, examples and the usage limits.',
  page: 'This page is part of the product, but its content is not built yet.',
};

const TEXTS: Record<Locale, TemplateTexts> = { no, en };

export function useTemplateTexts(): TemplateTexts {
  return TEXTS[useLocale()];
}
