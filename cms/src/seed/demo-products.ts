import { PRODUCT_NAMES, TRIAL_DAYS, type ProductId, type ProductStatus, type ProductType } from '@platform/shared';

/**
 * The platform's six products as the demo shows them: public texts in Norwegian and the images the site serves under
 * /images/products. Their landing pages' texts come from the product registry (shared), their prices from their plans.
 * Sample content, documented as such in the README.
 */
export interface DemoProduct {
  slug: ProductId;
  name: string;
  description: string;
  overview_description: string;
  short_description: string;
  key_features: string[];
  status: ProductStatus;
  product_type: ProductType;
  color: string;
  icon: string;
  featured: boolean;
  featured_order: number;
  featured_image: string;
  trial_enabled: boolean;
  trial_days: number;
}

const image = (slug: ProductId) => `/images/products/${slug}.svg`;

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'property',
    name: PRODUCT_NAMES.property,
    description: 'Verdivurdering, prisutvikling og markedsinnsikt for norske boliger, samlet på ett sted.',
    short_description: 'Boligverdier og markedsinnsikt for hele Norge.',
    overview_description:
      'Eiendomsanalyse samler omsetningsdata, grunnboksopplysninger og områdestatistikk for mer enn 2,5 millioner norske eiendommer. Du får en verdivurdering som treffer innenfor 5 % i 92 % av tilfellene, prisutvikling for hvert område og rapporter du kan dele med banken eller megleren. Modellen vekter mer enn 50 faktorer, fra byggeår og energimerke til avstand til skole og kollektivtransport.',
    key_features: ['Automatisk verdivurdering', 'Prisutvikling per område', 'Sammenlignbare salg', 'Utleieavkastning', 'Rapporter som PDF'],
    status: 'stable',
    product_type: 'saas',
    color: '#1E88E5',
    icon: 'Home',
    featured: true,
    featured_order: 1,
    featured_image: image('property'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
  },
  {
    slug: 'auto',
    name: PRODUCT_NAMES.auto,
    description: 'Søk i bruktbilmarkedet, se prisnivå og historikk for kjøretøy i Norge.',
    short_description: 'Bruktbilpriser og kjøretøyhistorikk.',
    overview_description:
      'Kjøretøydata gir deg oversikt over bruktbilmarkedet i hele Norge. Søk i annonser etter merke, modell, årsmodell og kilometerstand, se hva tilsvarende biler faktisk selges for i din region, og sjekk eierhistorikk, EU-kontroller og kilometerstand før du kjøper.',
    key_features: ['Søk i bruktbilannonser', 'Prisnivå per region', 'Eier- og EU-kontrollhistorikk', 'Kilometerkontroll', 'Prisvarsler'],
    status: 'stable',
    product_type: 'b2c',
    color: '#E53935',
    icon: 'Car',
    featured: true,
    featured_order: 2,
    featured_image: image('auto'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
  },
  {
    slug: 'portfolio',
    name: PRODUCT_NAMES.portfolio,
    description: 'Følg porteføljen din og få forslag til rebalansering med lave kostnader og skatt i tankene.',
    short_description: 'Porteføljeoversikt og rebalansering.',
    overview_description:
      'Min Portefølje viser alle beholdningene dine i norske kroner, avvik fra målfordelingen og risikoprofilen over tid. Rebalanseringsplanleggeren foreslår handler som bringer porteføljen tilbake innenfor toleransebåndene med færrest mulig transaksjoner, og tar hensyn til kurtasje og aksjesparekonto.',
    key_features: [
      'Samlet oversikt i NOK',
      'Målfordeling og toleransebånd',
      'Rebalanseringsforslag',
      'Kostnads- og skattebevisst',
      'Historisk utvikling',
    ],
    status: 'beta',
    product_type: 'b2c',
    color: '#8E24AA',
    icon: 'PieChart',
    featured: true,
    featured_order: 3,
    featured_image: image('portfolio'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
  },
  {
    slug: 'data',
    name: PRODUCT_NAMES.data,
    description: 'Datakilder, kvalitetskontroll og overvåking av datastrømmene som driver plattformen.',
    short_description: 'Datakilder og overvåking.',
    overview_description:
      'Data & Supervisor gir oversikt over alle datakildene plattformen bruker: offentlige registre, annonser og statistikk. Du ser når hver kilde sist ble oppdatert, hvor mange poster som kom inn, og får varsel når en kilde svikter eller leverer avvikende data.',
    key_features: ['Oversikt over datakilder', 'Kvalitetskontroller', 'Varsler ved avvik', 'Oppdateringslogg', 'Eksport til CSV'],
    status: 'beta',
    product_type: 'data',
    color: '#00897B',
    icon: 'Database',
    featured: false,
    featured_order: 4,
    featured_image: image('data'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
  },
  {
    slug: 'api-platform',
    name: PRODUCT_NAMES['api-platform'],
    description: 'Plattformens data og modeller som API: eiendom, kjøretøy og statistikk for dine egne systemer.',
    short_description: 'Data og modeller som API.',
    overview_description:
      'API Platform gir utviklere tilgang til plattformens data og modeller gjennom et dokumentert REST-API. Hent verdivurderinger, kjøretøyopplysninger og områdestatistikk direkte inn i egne systemer. Standardplanene har 1000 forespørsler i timen; bedriftsavtaler har ingen grense.',
    key_features: ['REST-API med nøkler', 'Verdivurdering som API', 'Kjøretøyoppslag', 'Områdestatistikk', '1000 forespørsler i timen'],
    status: 'prototype',
    product_type: 'api',
    color: '#F4511E',
    icon: 'Api',
    featured: false,
    featured_order: 5,
    featured_image: image('api-platform'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
  },
  {
    slug: 'models',
    name: PRODUCT_NAMES.models,
    description: 'Prismodeller og prognoser: se hvordan modellene virker, og test dem på egne data.',
    short_description: 'Prismodeller og prognoser.',
    overview_description:
      'Data & Modeller viser modellene bak plattformens verdivurderinger og prognoser: hvilke faktorer som teller mest, hvor treffsikre de er per område, og hvordan de har utviklet seg. Last opp egne data og se hva modellene sier, eller sammenlign prognoser for ulike scenarioer.',
    key_features: ['Forklarte prismodeller', 'Treffsikkerhet per område', 'Scenarioanalyse', 'Test på egne data', 'Versjonshistorikk'],
    status: 'prototype',
    product_type: 'data',
    color: '#3949AB',
    icon: 'Experiment',
    featured: false,
    featured_order: 6,
    featured_image: image('models'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
  },
];
