import { PRODUCT_NAMES, TRIAL_DAYS, type ProductId, type ProductLanding, type ProductStatus } from '@platform/shared';

/**
 * The platform's six products as the demo shows them: public texts in Norwegian, a landing page each, and the
 * images the site serves under /images/products. Sample content, documented as such in the README.
 */
export interface DemoProduct {
  slug: ProductId;
  name: string;
  description: string;
  long_description: string;
  short_description: string;
  features: string[];
  status: ProductStatus;
  product_type: 'saas' | 'b2b' | 'b2c' | 'api' | 'data' | 'service';
  color: string;
  icon: string;
  featured: boolean;
  featured_order: number;
  featured_image: string;
  trial_enabled: boolean;
  trial_days: number;
  landing: ProductLanding;
}

const image = (slug: ProductId) => `/images/products/${slug}.svg`;

const ctas = (slug: ProductId): ProductLanding['ctas'] => [
  { label: `Prøv gratis i ${TRIAL_DAYS} dager`, href: `/products/${slug}/login`, variant: 'primary' },
  { label: 'Se priser', href: '#pricing', variant: 'default' },
];

// The plans the spec lists for the platform's products.
const STANDARD_PLANS: ProductLanding['pricingPlans'] = [
  { name: 'Ukentlig', price: 299, period: 'week', features: ['Full tilgang i sju dager', 'Ingen binding'] },
  { name: 'Månedlig', price: 199, period: 'month', features: ['Full tilgang', 'E-poststøtte', 'Avslutt når du vil'], highlighted: true },
  { name: 'Kvartalsvis', price: 499, period: 'quarter', features: ['Full tilgang', 'Prioritert støtte', 'Lavest pris per måned'] },
  { name: 'Engangsrapport', price: 99, period: 'once', features: ['Én rapport som PDF', 'Ingen konto nødvendig etter kjøp'] },
];

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    slug: 'property',
    name: PRODUCT_NAMES.property,
    description: 'Verdivurdering, prisutvikling og markedsinnsikt for norske boliger, samlet på ett sted.',
    short_description: 'Boligverdier og markedsinnsikt for hele Norge.',
    long_description:
      'Eiendomsanalyse samler omsetningsdata, grunnboksopplysninger og områdestatistikk for mer enn 2,5 millioner norske eiendommer. Du får en verdivurdering som treffer innenfor 5 % i 92 % av tilfellene, prisutvikling for hvert område og rapporter du kan dele med banken eller megleren. Modellen vekter mer enn 50 faktorer, fra byggeår og energimerke til avstand til skole og kollektivtransport.',
    features: ['Automatisk verdivurdering', 'Prisutvikling per område', 'Sammenlignbare salg', 'Utleieavkastning', 'Rapporter som PDF'],
    status: 'stable',
    product_type: 'saas',
    color: '#1E88E5',
    icon: 'Home',
    featured: true,
    featured_order: 1,
    featured_image: image('property'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
    landing: {
      hero: {
        title: 'Kjenn verdien av boligen før alle andre',
        subtitle: 'Verdivurdering, prisutvikling og markedsinnsikt for over 2,5 millioner norske eiendommer.',
        image: image('property'),
      },
      ctas: ctas('property'),
      features: [
        { title: 'Automatisk verdivurdering', description: 'Et prisestimat med usikkerhetsintervall, beregnet fra mer enn 50 faktorer.' },
        { title: 'Prisutvikling per område', description: 'Følg kvadratmeterprisen i byen, bydelen og nabolaget måned for måned.' },
        { title: 'Sammenlignbare salg', description: 'Se hva lignende boliger i nærheten faktisk ble solgt for.' },
        { title: 'Utleieavkastning', description: 'Forventet leie og avkastning med finansieringskostnad ved dagens rente på 4,75 %.' },
      ],
      benefits: [
        { title: 'Treffsikkert', description: '92 % av vurderingene ligger innenfor 5 % av faktisk salgspris.' },
        { title: 'Hele landet', description: 'Data for alle 357 kommuner, oppdatert hver uke.' },
        { title: 'Klar til banken', description: 'Del rapporten som PDF eller lenke med bank, megler eller takstmann.' },
      ],
      pricingPlans: STANDARD_PLANS,
      testimonials: [
        { quote: 'Vi bruker verdivurderingen som utgangspunkt i hvert eneste oppdrag. Den sparer oss timer hver uke.', author: 'Eiendomsmegler', role: 'Meglerforetak i Oslo' },
        { quote: 'Endelig kunne vi sammenligne tre leiligheter på likt grunnlag før budrunden.', author: 'Førstegangskjøper', role: 'Bergen' },
      ],
      seo: {
        title: 'Eiendomsanalyse – verdivurdering og boligpriser i Norge',
        description: 'Verdivurdering, prisutvikling og sammenlignbare salg for norske boliger. Prøv gratis i 30 dager.',
        keywords: ['verdivurdering', 'boligpriser', 'eiendom', 'prisutvikling', 'utleie'],
      },
    },
  },
  {
    slug: 'auto',
    name: PRODUCT_NAMES.auto,
    description: 'Søk i bruktbilmarkedet, se prisnivå og historikk for kjøretøy i Norge.',
    short_description: 'Bruktbilpriser og kjøretøyhistorikk.',
    long_description:
      'Kjøretøydata gir deg oversikt over bruktbilmarkedet i hele Norge. Søk i annonser etter merke, modell, årsmodell og kilometerstand, se hva tilsvarende biler faktisk selges for i din region, og sjekk eierhistorikk, EU-kontroller og kilometerstand før du kjøper.',
    features: ['Søk i bruktbilannonser', 'Prisnivå per region', 'Eier- og EU-kontrollhistorikk', 'Kilometerkontroll', 'Prisvarsler'],
    status: 'stable',
    product_type: 'b2c',
    color: '#E53935',
    icon: 'Car',
    featured: true,
    featured_order: 2,
    featured_image: image('auto'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
    landing: {
      hero: {
        title: 'Kjøp og selg bil med tallene på din side',
        subtitle: 'Markedspriser, annonsesøk og kjøretøyhistorikk for det norske bruktbilmarkedet.',
        image: image('auto'),
      },
      ctas: ctas('auto'),
      features: [
        { title: 'Annonsesøk', description: 'Søk på tvers av annonser med merke, modell, år, drivstoff og girkasse.' },
        { title: 'Riktig pris', description: 'Se prisspennet for samme modell og kilometerstand i ditt fylke.' },
        { title: 'Historikk', description: 'Eierskifter, EU-kontroller og registrert kilometerstand på ett ark.' },
        { title: 'Prisvarsler', description: 'Få beskjed når en bil som passer søket ditt dukker opp.' },
      ],
      benefits: [
        { title: 'Unngå dyre overraskelser', description: 'Sjekk bilens fortid før du betaler.' },
        { title: 'Selg til riktig pris', description: 'Prisforslaget bygger på faktiske salg, ikke gjetning.' },
        { title: 'Hele landet', description: 'Markedsdybde og priser for alle fylker.' },
      ],
      pricingPlans: STANDARD_PLANS,
      testimonials: [
        { quote: 'Historikkrapporten avslørte at kilometerstanden var skrudd tilbake. Den betalte seg selv mange ganger.', author: 'Bruktbilkjøper', role: 'Trondheim' },
        { quote: 'Vi priser innbyttebiler raskere og mer treffsikkert enn før.', author: 'Bilforhandler', role: 'Stavanger' },
      ],
      seo: {
        title: 'Kjøretøydata – bruktbilpriser og bilhistorikk',
        description: 'Søk i bruktbilmarkedet, se riktig pris og sjekk historikken til bilen før du kjøper.',
        keywords: ['bruktbil', 'bilpris', 'EU-kontroll', 'bilhistorikk', 'kjøretøy'],
      },
    },
  },
  {
    slug: 'portfolio',
    name: PRODUCT_NAMES.portfolio,
    description: 'Følg porteføljen din og få forslag til rebalansering med lave kostnader og skatt i tankene.',
    short_description: 'Porteføljeoversikt og rebalansering.',
    long_description:
      'Min Portefølje viser alle beholdningene dine i norske kroner, avvik fra målfordelingen og risikoprofilen over tid. Rebalanseringsplanleggeren foreslår handler som bringer porteføljen tilbake innenfor toleransebåndene med færrest mulig transaksjoner, og tar hensyn til kurtasje og aksjesparekonto.',
    features: ['Samlet oversikt i NOK', 'Målfordeling og toleransebånd', 'Rebalanseringsforslag', 'Kostnads- og skattebevisst', 'Historisk utvikling'],
    status: 'beta',
    product_type: 'b2c',
    color: '#8E24AA',
    icon: 'PieChart',
    featured: true,
    featured_order: 3,
    featured_image: image('portfolio'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
    landing: {
      hero: {
        title: 'Hold porteføljen på kurs',
        subtitle: 'Se avvik fra målfordelingen og få konkrete forslag til rebalansering.',
        image: image('portfolio'),
      },
      ctas: ctas('portfolio'),
      features: [
        { title: 'Én oversikt', description: 'Aksjer, fond og kontanter fra alle kontoer, i norske kroner.' },
        { title: 'Toleransebånd', description: 'Velg hvor mye hver posisjon kan avvike før du bør handle.' },
        { title: 'Rebalansering', description: 'Forslag til handler med fast kurtasje på 29 kr per handel regnet inn.' },
        { title: 'Skattebevisst', description: 'Ta hensyn til aksjesparekonto og gevinster før du selger.' },
      ],
      benefits: [
        { title: 'Mindre risiko', description: 'Porteføljen holder seg nær risikoprofilen du har valgt.' },
        { title: 'Lavere kostnader', description: 'Færre og større handler i stedet for mange små.' },
        { title: 'Bedre oversikt', description: 'Se hele formuen din samlet, oppdatert daglig.' },
      ],
      pricingPlans: STANDARD_PLANS,
      testimonials: [{ quote: 'Jeg rebalanserer nå to ganger i året i stedet for aldri.', author: 'Privat investor', role: 'Drammen' }],
      seo: {
        title: 'Min Portefølje – oversikt og rebalansering',
        description: 'Følg porteføljen din og få forslag til rebalansering med lave kostnader. Prøv gratis i 30 dager.',
        keywords: ['portefølje', 'rebalansering', 'aksjesparekonto', 'fond', 'investering'],
      },
    },
  },
  {
    slug: 'data',
    name: PRODUCT_NAMES.data,
    description: 'Datakilder, kvalitetskontroll og overvåking av datastrømmene som driver plattformen.',
    short_description: 'Datakilder og overvåking.',
    long_description:
      'Data & Supervisor gir oversikt over alle datakildene plattformen bruker: offentlige registre, annonser og statistikk. Du ser når hver kilde sist ble oppdatert, hvor mange poster som kom inn, og får varsel når en kilde svikter eller leverer avvikende data.',
    features: ['Oversikt over datakilder', 'Kvalitetskontroller', 'Varsler ved avvik', 'Oppdateringslogg', 'Eksport til CSV'],
    status: 'beta',
    product_type: 'data',
    color: '#00897B',
    icon: 'Database',
    featured: false,
    featured_order: 4,
    featured_image: image('data'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
    landing: {
      hero: {
        title: 'Stol på dataene dine',
        subtitle: 'Overvåk datakildene, fang opp avvik tidlig og dokumenter hvor tallene kommer fra.',
        image: image('data'),
      },
      ctas: ctas('data'),
      features: [
        { title: 'Kildeoversikt', description: 'Alle datakilder med eier, frekvens og siste oppdatering.' },
        { title: 'Kvalitetskontroller', description: 'Automatiske sjekker av volum, manglende felt og uventede verdier.' },
        { title: 'Varsler', description: 'E-post når en kilde stopper opp eller leverer avvikende data.' },
        { title: 'Sporbarhet', description: 'Se hvilken kilde og hvilken kjøring hvert tall kommer fra.' },
      ],
      benefits: [
        { title: 'Færre feil i rapportene', description: 'Avvik stoppes før de når kundene.' },
        { title: 'Raskere feilsøking', description: 'Loggen viser nøyaktig når og hvor noe endret seg.' },
        { title: 'Dokumentasjon', description: 'Dokumenter datagrunnlaget for revisorer og partnere.' },
      ],
      pricingPlans: [
        { name: 'Team', price: 199, period: 'month', features: ['Opptil 10 datakilder', 'Daglige kontroller'], highlighted: true },
        { name: 'Kvartal', price: 499, period: 'quarter', features: ['Ubegrenset antall kilder', 'Kontroller hver time'] },
      ],
      testimonials: [{ quote: 'Vi oppdager feil i leveransene samme dag i stedet for uken etter.', author: 'Dataanalytiker', role: 'Konsulentselskap' }],
      seo: {
        title: 'Data & Supervisor – overvåking av datakilder',
        description: 'Oversikt, kvalitetskontroll og varsler for datakildene dine.',
        keywords: ['datakvalitet', 'overvåking', 'datakilder', 'varsling'],
      },
    },
  },
  {
    slug: 'api-platform',
    name: PRODUCT_NAMES['api-platform'],
    description: 'Plattformens data og modeller som API: eiendom, kjøretøy og statistikk for dine egne systemer.',
    short_description: 'Data og modeller som API.',
    long_description:
      'API Platform gir utviklere tilgang til plattformens data og modeller gjennom et dokumentert REST-API. Hent verdivurderinger, kjøretøyopplysninger og områdestatistikk direkte inn i egne systemer. Standardplanene har 1000 forespørsler i timen; bedriftsavtaler har ingen grense.',
    features: ['REST-API med nøkler', 'Verdivurdering som API', 'Kjøretøyoppslag', 'Områdestatistikk', '1000 forespørsler i timen'],
    status: 'prototype',
    product_type: 'api',
    color: '#F4511E',
    icon: 'Api',
    featured: false,
    featured_order: 5,
    featured_image: image('api-platform'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
    landing: {
      hero: {
        title: 'Bygg på norske data',
        subtitle: 'Verdivurderinger, kjøretøyopplysninger og statistikk via ett API.',
        image: image('api-platform'),
      },
      ctas: ctas('api-platform'),
      features: [
        { title: 'API-nøkler', description: 'Opprett og trekk tilbake nøkler selv, én per system.' },
        { title: 'Dokumentasjon', description: 'Eksempler for hvert endepunkt og en sandkasse å prøve i.' },
        { title: 'Forutsigbare grenser', description: '1000 forespørsler i timen på standardplanene, ubegrenset for bedrifter.' },
        { title: 'Bruksoversikt', description: 'Se forbruket per nøkkel og per endepunkt.' },
      ],
      benefits: [
        { title: 'Raskere utvikling', description: 'Ingen egne integrasjoner mot hvert register.' },
        { title: 'Samme tall overalt', description: 'Appen, nettsiden og rapportene bruker samme modeller.' },
        { title: 'Skalerer med deg', description: 'Fra prototype til bedriftsavtale uten å bytte API.' },
      ],
      pricingPlans: [
        { name: 'Utvikler', price: 199, period: 'month', features: ['1000 forespørsler i timen', 'Sandkasse'], highlighted: true },
        { name: 'Kvartal', price: 499, period: 'quarter', features: ['1000 forespørsler i timen', 'Prioritert støtte'] },
      ],
      testimonials: [{ quote: 'Vi hadde verdivurdering i vår egen app på en ettermiddag.', author: 'Utvikler', role: 'Proptech-selskap' }],
      seo: {
        title: 'API Platform – eiendoms- og kjøretøydata som API',
        description: 'Hent verdivurderinger, kjøretøyopplysninger og statistikk via et dokumentert REST-API.',
        keywords: ['API', 'eiendomsdata', 'kjøretøydata', 'REST', 'utvikler'],
      },
    },
  },
  {
    slug: 'models',
    name: PRODUCT_NAMES.models,
    description: 'Prismodeller og prognoser: se hvordan modellene virker, og test dem på egne data.',
    short_description: 'Prismodeller og prognoser.',
    long_description:
      'Data & Modeller viser modellene bak plattformens verdivurderinger og prognoser: hvilke faktorer som teller mest, hvor treffsikre de er per område, og hvordan de har utviklet seg. Last opp egne data og se hva modellene sier, eller sammenlign prognoser for ulike scenarioer.',
    features: ['Forklarte prismodeller', 'Treffsikkerhet per område', 'Scenarioanalyse', 'Test på egne data', 'Versjonshistorikk'],
    status: 'prototype',
    product_type: 'data',
    color: '#3949AB',
    icon: 'Experiment',
    featured: false,
    featured_order: 6,
    featured_image: image('models'),
    trial_enabled: true,
    trial_days: TRIAL_DAYS,
    landing: {
      hero: {
        title: 'Se inn i modellene',
        subtitle: 'Forstå hva som driver prisene, og test prognosene på dine egne data.',
        image: image('models'),
      },
      ctas: ctas('models'),
      features: [
        { title: 'Forklaringer', description: 'Se hvilke faktorer som løfter eller trekker ned hver vurdering.' },
        { title: 'Treffsikkerhet', description: 'Avvik mellom modell og faktisk salg, per område og over tid.' },
        { title: 'Scenarioer', description: 'Hva skjer med prisene om renten stiger ett prosentpoeng?' },
        { title: 'Egne data', description: 'Last opp en CSV-fil og få vurderinger for alle radene.' },
      ],
      benefits: [
        { title: 'Åpenhet', description: 'Ingen svart boks: hver vurdering kan forklares.' },
        { title: 'Bedre beslutninger', description: 'Se usikkerheten, ikke bare ett tall.' },
        { title: 'Følg utviklingen', description: 'Hver modellversjon er dokumentert og kan sammenlignes.' },
      ],
      pricingPlans: [
        { name: 'Analytiker', price: 199, period: 'month', features: ['Alle modeller', 'Scenarioanalyse'], highlighted: true },
        { name: 'Engangsanalyse', price: 99, period: 'once', features: ['Én opplastet fil', 'Rapport som PDF'] },
      ],
      testimonials: [{ quote: 'Forklaringene gjør det lett å begrunne prisen overfor kunden.', author: 'Takstmann', role: 'Kristiansand' }],
      seo: {
        title: 'Data & Modeller – prismodeller og prognoser',
        description: 'Forklarte prismodeller, treffsikkerhet per område og scenarioanalyse for det norske markedet.',
        keywords: ['prismodell', 'prognose', 'maskinlæring', 'scenario', 'eiendom'],
      },
    },
  },
];
