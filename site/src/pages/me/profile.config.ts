/**
 * The personal profile site (/me and its pages). A fictional persona: replace the texts, numbers and links with
 * your own. Contact entries and social links that are left out are not shown.
 */
export interface ProfileContact {
  email?: string;
  phone?: string;
  github?: string;
  linkedin?: string;
  website?: string;
}

export interface ProfileCompany {
  name: string;
  role: string;
  founded: number;
  description: string;
  url: string;
}

export interface BlogPost {
  slug: string;
  title: string;
  /** ISO date. */
  date: string;
  readingMinutes: number;
  excerpt: string;
  paragraphs: string[];
}

export interface PortfolioProject {
  title: string;
  year: number;
  description: string;
  tags: string[];
}

export interface ProfileConfig {
  name: string;
  headline: string;
  tagline: string;
  location: string;
  about: string[];
  skills: string[];
  stats: { companiesFounded: number; projectsCompleted: number; yearsExperience: number; articlesWritten: number };
  companies: ProfileCompany[];
  consultancy: { name: string; pitch: string; services: string[]; url: string };
  posts: BlogPost[];
  portfolio: PortfolioProject[];
  experience: Array<{ role: string; organisation: string; period: string; description: string }>;
  education: Array<{ degree: string; school: string; period: string }>;
  contact: ProfileContact;
  /** Name of the downloaded CV file. */
  cvFileName: string;
}

export const profileConfig: ProfileConfig = {
  name: 'Ola Nordmann',
  headline: 'Gründer, teknolog og rådgiver',
  tagline: 'Jeg bygger dataprodukter som gjør eiendom, kjøretøy og økonomi enklere å forstå.',
  location: 'Oslo',
  about: [
    'Jeg har jobbet med programvare og data i over femten år, først som utvikler og senere som leder og gründer.',
    'I dag deler jeg tiden mellom egne selskaper og rådgivning for virksomheter som vil ta data i bruk på en trygg og nyttig måte.',
  ],
  skills: ['Produktutvikling', 'Dataanalyse', 'Maskinlæring', 'TypeScript', 'Skyarkitektur', 'Ledelse', 'Eiendomsmarkedet', 'API-design'],
  stats: { companiesFounded: 3, projectsCompleted: 48, yearsExperience: 16, articlesWritten: 27 },
  companies: [
    {
      name: 'Nordlys Analyse AS',
      role: 'Gründer og daglig leder',
      founded: 2016,
      description: 'Verdivurdering og markedsanalyse for bolig og næringseiendom.',
      url: 'https://nordlys-analyse.example',
    },
    {
      name: 'Fjordkart AS',
      role: 'Medgründer og styreleder',
      founded: 2019,
      description: 'Kartdata og stedsanalyse for kommuner og utbyggere.',
      url: 'https://fjordkart.example',
    },
    {
      name: 'Motorvei Data AS',
      role: 'Medgründer',
      founded: 2022,
      description: 'Kjøretøydata og markedsinnsikt for bruktbilbransjen.',
      url: 'https://motorvei-data.example',
    },
  ],
  consultancy: {
    name: 'Nordmann Rådgivning',
    pitch: 'Trenger dere hjelp med datastrategi, produktutvikling eller arkitektur? Jeg tar på meg et fåtall oppdrag i året.',
    services: ['Datastrategi', 'Teknisk due diligence', 'Produkt- og arkitekturgjennomgang'],
    url: 'https://nordmann-radgivning.example/#contact',
  },
  posts: [
    {
      slug: 'data-som-produkt',
      title: 'Data som produkt',
      date: '2025-03-14',
      readingMinutes: 6,
      excerpt: 'Hvorfor et datasett trenger en eier, en brukerhistorie og en veikart – akkurat som en app.',
      paragraphs: [
        'Mange virksomheter samler data, men få behandler dem som et produkt. Et datasett uten eier blir fort utdatert.',
        'Start med brukerne: hvem trenger dataene, til hva, og hvor ferske må de være? Svarene gir både prioriteringer og kvalitetskrav.',
      ],
    },
    {
      slug: 'verdivurdering-med-maskinlaering',
      title: 'Verdivurdering med maskinlæring',
      date: '2024-11-02',
      readingMinutes: 8,
      excerpt: 'Hva skal til for at en modell for boligpriser blir til å stole på?',
      paragraphs: [
        'En god modell for boligpriser forklarer seg selv. Brukeren må se hvilke salg og hvilke egenskaper som trekker verdien opp eller ned.',
        'Like viktig er å si fra når modellen er usikker: et prisintervall er ærligere enn ett tall.',
      ],
    },
    {
      slug: 'tre-selskaper-tre-laerdommer',
      title: 'Tre selskaper, tre lærdommer',
      date: '2024-06-20',
      readingMinutes: 5,
      excerpt: 'Det jeg skulle ønske jeg visste før jeg startet mitt første selskap.',
      paragraphs: [
        'Første lærdom: snakk med kundene før du skriver kode. Andre: ansett folk som er flinkere enn deg. Tredje: hold det enkelt lenger enn du tror.',
      ],
    },
    {
      slug: 'api-forst',
      title: 'API først',
      date: '2023-09-08',
      readingMinutes: 4,
      excerpt: 'Når grensesnittet er kontrakten, blir både frontend og partnere enklere å lage.',
      paragraphs: ['Et godt API er dokumentert, versjonert og kjedelig. Det er et kompliment.'],
    },
  ],
  portfolio: [
    {
      title: 'Boligverdi på sekunder',
      year: 2023,
      description: 'Automatisk verdivurdering for en regional bank, med forklaring av hver vurdering.',
      tags: ['Maskinlæring', 'Eiendom'],
    },
    {
      title: 'Kommunalt arealkart',
      year: 2021,
      description: 'Kartløsning for planlegging av nye boligområder i tre kommuner.',
      tags: ['Kart', 'Offentlig sektor'],
    },
    {
      title: 'Bruktbilindeks',
      year: 2022,
      description: 'Månedlig prisindeks for bruktbiler, brukt av forhandlere over hele landet.',
      tags: ['Kjøretøy', 'Statistikk'],
    },
  ],
  experience: [
    {
      role: 'Rådgiver',
      organisation: 'Nordmann Rådgivning',
      period: '2020–i dag',
      description: 'Datastrategi og arkitektur for små og store virksomheter.',
    },
    {
      role: 'Daglig leder',
      organisation: 'Nordlys Analyse AS',
      period: '2016–2020',
      description: 'Bygde selskapet fra idé til tjue ansatte.',
    },
    {
      role: 'Utvikler og teamleder',
      organisation: 'Et konsulentselskap i Oslo',
      period: '2009–2016',
      description: 'Systemutvikling for bank, forsikring og offentlig sektor.',
    },
  ],
  education: [{ degree: 'Master i informatikk', school: 'Et norsk universitet', period: '2004–2009' }],
  contact: {
    email: 'ola@nordmann.example',
    website: 'https://nordmann.example',
  },
  cvFileName: 'ola-nordmann-cv.pdf',
};
