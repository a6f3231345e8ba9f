export type ProductStatus = 'stable' | 'beta' | 'prototype' | 'deprecated';

export interface Product {
  id: string;
  name: string;
  description: string;
  features: string[];
  status: ProductStatus;
}

/** The platform's products until GET /api/products exists (see api/products.ts). */
export const PRODUCTS: Product[] = [
  {
    id: 'property',
    name: 'Eiendomsanalyse',
    description: 'Verdivurdering, prisutvikling og nøkkeltall for boliger og næringseiendom i hele Norge.',
    features: ['Automatisk verdivurdering', 'Prisstatistikk per område', 'Sammenlignbare salg'],
    status: 'stable',
  },
  {
    id: 'auto',
    name: 'Kjøretøydata',
    description: 'Oppslag på registreringsnummer med tekniske data, EU-kontroll og eierhistorikk.',
    features: ['Oppslag på skiltnummer', 'EU-kontroll og frister', 'Eierhistorikk'],
    status: 'stable',
  },
  {
    id: 'portfolio',
    name: 'Min Portefølje',
    description: 'Samle eiendommer, kjøretøy og andre eiendeler på ett sted og følg verdien over tid.',
    features: ['Samlet oversikt over eiendeler', 'Verdiutvikling over tid', 'Varsler ved endringer'],
    status: 'beta',
  },
  {
    id: 'data',
    name: 'Data & Supervisor',
    description: 'Overvåk datakilder, importjobber og datakvalitet for hele plattformen.',
    features: ['Status for datakilder', 'Planlagte importjobber', 'Kvalitetskontroller'],
    status: 'beta',
  },
  {
    id: 'api-platform',
    name: 'API Platform',
    description: 'Bruk plattformens data i egne systemer gjennom dokumenterte REST-API-er.',
    features: ['API-nøkler og tilgangsstyring', 'Interaktiv dokumentasjon', 'Bruksstatistikk'],
    status: 'prototype',
  },
  {
    id: 'models',
    name: 'Data & Modeller',
    description: 'Utforsk og test maskinlæringsmodellene som ligger bak analysene.',
    features: ['Modellkatalog', 'Testkjøring med egne data', 'Forklaring av resultater'],
    status: 'prototype',
  },
];
