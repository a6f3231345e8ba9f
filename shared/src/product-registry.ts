/**
 * The platform's products as code knows them: each one's template and the landing texts its page shows when an admin
 * has not written its own (Norwegian; the page falls back to these field by field). The product areas and the sync
 * from code read the same registry. Sample marketing content, documented as such in the README.
 */
import type { ProductId } from './product-access';
import type { ProductTexts } from './product-settings';

export const PRODUCT_TEMPLATES = ['analytics-dashboard', 'crud', 'api-integration', 'custom'] as const;
export type ProductTemplate = (typeof PRODUCT_TEMPLATES)[number];

export interface ProductRegistryEntry {
  id: ProductId;
  template: ProductTemplate;
  /** The folder of the product's area under site/src/products/, or null while its area is not built. */
  area: string | null;
  landing: Partial<ProductTexts>;
}

export const PRODUCT_REGISTRY: Record<ProductId, ProductRegistryEntry> = {
  property: {
    id: 'property',
    template: 'analytics-dashboard',
    area: 'property',
    landing: {
      landing_hero_title: 'Kjenn verdien av boligen før alle andre',
      landing_hero_subtitle: 'Verdivurdering, prisutvikling og markedsinnsikt for over 2,5 millioner norske eiendommer.',
      landing_features: [
        { title: 'Automatisk verdivurdering', description: 'Et prisestimat med usikkerhetsintervall, beregnet fra mer enn 50 faktorer.' },
        { title: 'Prisutvikling per område', description: 'Følg kvadratmeterprisen i byen, bydelen og nabolaget måned for måned.' },
        { title: 'Sammenlignbare salg', description: 'Se hva lignende boliger i nærheten faktisk ble solgt for.' },
        { title: 'Utleieavkastning', description: 'Forventet leie og avkastning med finansieringskostnad ved dagens rente på 4,75 %.' },
      ],
      landing_benefits_items: [
        'Treffsikkert: 92 % av vurderingene ligger innenfor 5 % av faktisk salgspris.',
        'Hele landet: Data for alle 357 kommuner, oppdatert hver uke.',
        'Klar til banken: Del rapporten som PDF eller lenke med bank, megler eller takstmann.',
      ],
      landing_testimonials: [
        {
          quote: 'Vi bruker verdivurderingen som utgangspunkt i hvert eneste oppdrag. Den sparer oss timer hver uke.',
          author: 'Eiendomsmegler',
          role: 'Meglerforetak i Oslo',
        },
        { quote: 'Endelig kunne vi sammenligne tre leiligheter på likt grunnlag før budrunden.', author: 'Førstegangskjøper', role: 'Bergen' },
      ],
      meta_title: 'Eiendomsanalyse – verdivurdering og boligpriser i Norge',
      meta_description: 'Verdivurdering, prisutvikling og sammenlignbare salg for norske boliger. Prøv gratis i 30 dager.',
      meta_keywords: 'verdivurdering, boligpriser, eiendom, prisutvikling, utleie',
    },
  },
  auto: {
    id: 'auto',
    template: 'analytics-dashboard',
    area: 'auto',
    landing: {
      landing_hero_title: 'Kjøp og selg bil med tallene på din side',
      landing_hero_subtitle: 'Markedspriser, annonsesøk og kjøretøyhistorikk for det norske bruktbilmarkedet.',
      landing_features: [
        { title: 'Annonsesøk', description: 'Søk på tvers av annonser med merke, modell, år, drivstoff og girkasse.' },
        { title: 'Riktig pris', description: 'Se prisspennet for samme modell og kilometerstand i ditt fylke.' },
        { title: 'Historikk', description: 'Eierskifter, EU-kontroller og registrert kilometerstand på ett ark.' },
        { title: 'Prisvarsler', description: 'Få beskjed når en bil som passer søket ditt dukker opp.' },
      ],
      landing_benefits_items: [
        'Unngå dyre overraskelser: Sjekk bilens fortid før du betaler.',
        'Selg til riktig pris: Prisforslaget bygger på faktiske salg, ikke gjetning.',
        'Hele landet: Markedsdybde og priser for alle fylker.',
      ],
      landing_testimonials: [
        {
          quote: 'Historikkrapporten avslørte at kilometerstanden var skrudd tilbake. Den betalte seg selv mange ganger.',
          author: 'Bruktbilkjøper',
          role: 'Trondheim',
        },
        { quote: 'Vi priser innbyttebiler raskere og mer treffsikkert enn før.', author: 'Bilforhandler', role: 'Stavanger' },
      ],
      meta_title: 'Kjøretøydata – bruktbilpriser og bilhistorikk',
      meta_description: 'Søk i bruktbilmarkedet, se riktig pris og sjekk historikken til bilen før du kjøper.',
      meta_keywords: 'bruktbil, bilpris, EU-kontroll, bilhistorikk, kjøretøy',
    },
  },
  portfolio: {
    id: 'portfolio',
    template: 'custom',
    area: 'portfolio',
    landing: {
      landing_hero_title: 'Hold porteføljen på kurs',
      landing_hero_subtitle: 'Se avvik fra målfordelingen og få konkrete forslag til rebalansering.',
      landing_features: [
        { title: 'Én oversikt', description: 'Aksjer, fond og kontanter fra alle kontoer, i norske kroner.' },
        { title: 'Toleransebånd', description: 'Velg hvor mye hver posisjon kan avvike før du bør handle.' },
        { title: 'Rebalansering', description: 'Forslag til handler med fast kurtasje på 29 kr per handel regnet inn.' },
        { title: 'Skattebevisst', description: 'Ta hensyn til aksjesparekonto og gevinster før du selger.' },
      ],
      landing_benefits_items: [
        'Mindre risiko: Porteføljen holder seg nær risikoprofilen du har valgt.',
        'Lavere kostnader: Færre og større handler i stedet for mange små.',
        'Bedre oversikt: Se hele formuen din samlet, oppdatert daglig.',
      ],
      landing_testimonials: [{ quote: 'Jeg rebalanserer nå to ganger i året i stedet for aldri.', author: 'Privat investor', role: 'Drammen' }],
      meta_title: 'Min Portefølje – oversikt og rebalansering',
      meta_description: 'Følg porteføljen din og få forslag til rebalansering med lave kostnader. Prøv gratis i 30 dager.',
      meta_keywords: 'portefølje, rebalansering, aksjesparekonto, fond, investering',
    },
  },
  data: {
    id: 'data',
    template: 'analytics-dashboard',
    area: 'data',
    landing: {
      landing_hero_title: 'Stol på dataene dine',
      landing_hero_subtitle: 'Overvåk datakildene, fang opp avvik tidlig og dokumenter hvor tallene kommer fra.',
      landing_features: [
        { title: 'Kildeoversikt', description: 'Alle datakilder med eier, frekvens og siste oppdatering.' },
        { title: 'Kvalitetskontroller', description: 'Automatiske sjekker av volum, manglende felt og uventede verdier.' },
        { title: 'Varsler', description: 'E-post når en kilde stopper opp eller leverer avvikende data.' },
        { title: 'Sporbarhet', description: 'Se hvilken kilde og hvilken kjøring hvert tall kommer fra.' },
      ],
      landing_benefits_items: [
        'Færre feil i rapportene: Avvik stoppes før de når kundene.',
        'Raskere feilsøking: Loggen viser nøyaktig når og hvor noe endret seg.',
        'Dokumentasjon: Dokumenter datagrunnlaget for revisorer og partnere.',
      ],
      landing_testimonials: [
        { quote: 'Vi oppdager feil i leveransene samme dag i stedet for uken etter.', author: 'Dataanalytiker', role: 'Konsulentselskap' },
      ],
      meta_title: 'Data & Supervisor – overvåking av datakilder',
      meta_description: 'Oversikt, kvalitetskontroll og varsler for datakildene dine.',
      meta_keywords: 'datakvalitet, overvåking, datakilder, varsling',
    },
  },
  'api-platform': {
    id: 'api-platform',
    template: 'api-integration',
    area: null,
    landing: {
      landing_hero_title: 'Bygg på norske data',
      landing_hero_subtitle: 'Verdivurderinger, kjøretøyopplysninger og statistikk via ett API.',
      landing_features: [
        { title: 'API-nøkler', description: 'Opprett og trekk tilbake nøkler selv, én per system.' },
        { title: 'Dokumentasjon', description: 'Eksempler for hvert endepunkt og en sandkasse å prøve i.' },
        { title: 'Forutsigbare grenser', description: '1000 forespørsler i timen på standardplanene, ubegrenset for bedrifter.' },
        { title: 'Bruksoversikt', description: 'Se forbruket per nøkkel og per endepunkt.' },
      ],
      landing_benefits_items: [
        'Raskere utvikling: Ingen egne integrasjoner mot hvert register.',
        'Samme tall overalt: Appen, nettsiden og rapportene bruker samme modeller.',
        'Skalerer med deg: Fra prototype til bedriftsavtale uten å bytte API.',
      ],
      landing_testimonials: [{ quote: 'Vi hadde verdivurdering i vår egen app på en ettermiddag.', author: 'Utvikler', role: 'Proptech-selskap' }],
      meta_title: 'API Platform – eiendoms- og kjøretøydata som API',
      meta_description: 'Hent verdivurderinger, kjøretøyopplysninger og statistikk via et dokumentert REST-API.',
      meta_keywords: 'API, eiendomsdata, kjøretøydata, REST, utvikler',
    },
  },
  models: {
    id: 'models',
    template: 'custom',
    area: null,
    landing: {
      landing_hero_title: 'Se inn i modellene',
      landing_hero_subtitle: 'Forstå hva som driver prisene, og test prognosene på dine egne data.',
      landing_features: [
        { title: 'Forklaringer', description: 'Se hvilke faktorer som løfter eller trekker ned hver vurdering.' },
        { title: 'Treffsikkerhet', description: 'Avvik mellom modell og faktisk salg, per område og over tid.' },
        { title: 'Scenarioer', description: 'Hva skjer med prisene om renten stiger ett prosentpoeng?' },
        { title: 'Egne data', description: 'Last opp en CSV-fil og få vurderinger for alle radene.' },
      ],
      landing_benefits_items: [
        'Åpenhet: Ingen svart boks: hver vurdering kan forklares.',
        'Bedre beslutninger: Se usikkerheten, ikke bare ett tall.',
        'Følg utviklingen: Hver modellversjon er dokumentert og kan sammenlignes.',
      ],
      landing_testimonials: [{ quote: 'Forklaringene gjør det lett å begrunne prisen overfor kunden.', author: 'Takstmann', role: 'Kristiansand' }],
      meta_title: 'Data & Modeller – prismodeller og prognoser',
      meta_description: 'Forklarte prismodeller, treffsikkerhet per område og scenarioanalyse for det norske markedet.',
      meta_keywords: 'prismodell, prognose, maskinlæring, scenario, eiendom',
    },
  },
};
