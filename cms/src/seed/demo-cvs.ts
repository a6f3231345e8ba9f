import { validateCvTemplateInput, type CvTemplateInput } from '@platform/shared';
import type { Core } from '@strapi/strapi';
import { contentData, CV_TEMPLATE_UID } from '../consultancy/cv-content';

type DemoTemplate = Partial<CvTemplateInput> & Pick<CvTemplateInput, 'name' | 'fullName'>;

const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    name: 'Ingrid – data og analyse',
    isDefault: true,
    fullName: 'Ingrid Sæther Løvås',
    title: 'Senior dataingeniør',
    email: 'ingrid.lovas@example.no',
    phone: '+47 934 56 781',
    location: 'Trondheim',
    linkedinUrl: 'https://www.linkedin.com/in/ingrid-saether-lovas',
    githubUrl: 'https://github.com/ingridsl',
    summary:
      'Dataingeniør med ti års erfaring fra energi, offentlig sektor og sjømat. Bygger dataplattformer som tåler drift, ' +
      'og hjelper team å gå fra rapporter i regneark til data de kan stole på.',
    technicalSkills: ['Python', 'SQL', 'dbt', 'Apache Airflow', 'Azure Data Factory', 'Databricks', 'PostgreSQL', 'Terraform', 'Power BI'],
    softSkills: ['Formidling til ledere', 'Veiledning av juniorer', 'Workshop-fasilitering'],
    interests: ['Langrenn', 'Fjellturer i Trollheimen', 'Strikking'],
    languages: [
      { language: 'Norsk', level: 'native' },
      { language: 'Engelsk', level: 'fluent' },
      { language: 'Svensk', level: 'conversational' },
    ],
    certifications: [
      { name: 'Microsoft Certified: Azure Data Engineer Associate', issuer: 'Microsoft', date: '2023-04', expiryDate: '2025-04', credentialUrl: '' },
      { name: 'Databricks Certified Data Engineer Professional', issuer: 'Databricks', date: '2024-02', expiryDate: null, credentialUrl: '' },
    ],
    workExperience: [
      {
        company: 'Nordlys Analyse AS',
        position: 'Senior dataingeniør',
        startDate: '2021-09',
        endDate: null,
        description: 'Leder dataplattformteamet for kunder i energi- og sjømatnæringen.',
        achievements: [
          'Bygde en felles dataplattform på Azure for tre nettselskaper, med daglige målerdata fra 400 000 kunder',
          'Kuttet nattlig innlesing fra seks timer til førti minutter med inkrementelle dbt-modeller',
          'Innførte datakontrakter og automatiske kvalitetstester mellom kildesystem og rapporter',
        ],
      },
      {
        company: 'Statens vegvesen',
        position: 'Dataingeniør',
        startDate: '2018-03',
        endDate: '2021-08',
        description: 'Utviklet dataflyt for trafikkdata og vedlikeholdsplanlegging.',
        achievements: [
          'Flyttet trafikktellinger fra lokale databaser til en skyplattform med åpne API-er',
          'Laget prognosemodell for vedlikehold av bruer som nå brukes i fire regioner',
        ],
      },
      {
        company: 'Havbruksdata Ålesund AS',
        position: 'Utvikler',
        startDate: '2015-08',
        endDate: '2018-02',
        description: 'Full-stack-utvikling av overvåkingsløsning for oppdrettsanlegg.',
        achievements: ['Bygde sanntidsvarsling av oksygennivå i merdene', 'Reduserte skykostnadene med 35 prosent'],
      },
    ],
    education: [
      {
        school: 'NTNU',
        degree: 'Master',
        field: 'Datateknologi',
        startDate: '2010-08',
        endDate: '2015-06',
        description: 'Masteroppgave om strømningsbasert maskinlæring for sensordata.',
      },
    ],
    projects: [
      {
        name: 'Målerdata for Trøndelag',
        role: 'Teknisk leder',
        description: 'Felles plattform for timesverdier fra strømmålere, med innsyn for kundene.',
        technologies: ['Azure', 'Databricks', 'dbt', 'Python', 'Power BI'],
        startDate: '2022-01',
        endDate: '2023-06',
        url: '',
      },
      {
        name: 'Brutilstand',
        role: 'Dataingeniør',
        description: 'Prognoser for vedlikeholdsbehov på bruer ut fra inspeksjoner og trafikk.',
        technologies: ['Python', 'scikit-learn', 'PostgreSQL', 'Airflow'],
        startDate: '2019-05',
        endDate: '2021-03',
        url: '',
      },
    ],
    memberships: [{ organization: 'Tekna', role: 'Medlem', startDate: '2012-01', endDate: null }],
  },
  {
    name: 'Håkon – sky og sikkerhet',
    isDefault: false,
    fullName: 'Håkon Brækken',
    title: 'Skyarkitekt og sikkerhetsrådgiver',
    email: 'hakon.braekken@example.no',
    phone: '+47 415 22 908',
    location: 'Bergen',
    linkedinUrl: 'https://www.linkedin.com/in/hakon-braekken',
    summary:
      'Arkitekt med bakgrunn fra drift og sikkerhet i bank og helse. Designer skyplattformer der sikkerhet og ' +
      'etterlevelse er bygd inn fra start, og tar gjerne rollen som bindeledd mellom utviklere og risikoeiere.',
    technicalSkills: ['AWS', 'Azure', 'Kubernetes', 'Terraform', 'Go', 'Zero Trust', 'ISO 27001', 'GitHub Actions'],
    softSkills: ['Risikovurdering', 'Rådgivning på ledernivå', 'Opplæring'],
    interests: ['Seiling på Vestlandet', 'Jazz', 'Matlaging'],
    languages: [
      { language: 'Norsk', level: 'native' },
      { language: 'Engelsk', level: 'fluent' },
      { language: 'Tysk', level: 'basic' },
    ],
    certifications: [
      {
        name: 'AWS Certified Solutions Architect – Professional',
        issuer: 'Amazon Web Services',
        date: '2022-10',
        expiryDate: '2025-10',
        credentialUrl: '',
      },
      { name: 'CISSP', issuer: 'ISC2', date: '2020-06', expiryDate: null, credentialUrl: '' },
      { name: 'Certified Kubernetes Administrator', issuer: 'The Linux Foundation', date: '2021-03', expiryDate: '2024-03', credentialUrl: '' },
    ],
    workExperience: [
      {
        company: 'Fjordsikt Rådgivning AS',
        position: 'Principal skyarkitekt',
        startDate: '2022-02',
        endDate: null,
        description: 'Rådgiver for kunder i helse og finans om skyplattform og sikkerhet.',
        achievements: [
          'Utformet landingssone på AWS for et helseforetak, godkjent etter Normen',
          'Ledet overgangen til Zero Trust-tilgang for 3 000 ansatte uten nedetid',
          'Bygde et felles Terraform-bibliotek som nå brukes av elleve team',
        ],
      },
      {
        company: 'Sparebanken Vestkyst',
        position: 'Sikkerhetsarkitekt',
        startDate: '2018-09',
        endDate: '2022-01',
        description: 'Ansvar for sikkerhetsarkitektur i bankens flytting til skyen.',
        achievements: ['Innførte trusselmodellering i alle nye prosjekter', 'Fikk bankens første skytjenester gjennom Finanstilsynets revisjon'],
      },
      {
        company: 'Helse Vest IKT',
        position: 'Driftsingeniør',
        startDate: '2015-01',
        endDate: '2018-08',
        description: 'Drift av Linux- og containerplattform for kliniske systemer.',
        achievements: ['Automatiserte patching av 600 servere', 'Halverte tiden fra feil til varsel med ny overvåking'],
      },
      {
        company: 'Universitetet i Bergen',
        position: 'Studentassistent',
        startDate: '2013-08',
        endDate: '2014-12',
        description: 'Veiledning i operativsystemer og nettverk.',
        achievements: ['Laget nye laboppgaver i nettverkssikkerhet'],
      },
    ],
    education: [
      {
        school: 'Universitetet i Bergen',
        degree: 'Master',
        field: 'Informatikk – sikkerhet',
        startDate: '2012-08',
        endDate: '2014-12',
        description: '',
      },
      { school: 'Høgskulen på Vestlandet', degree: 'Bachelor', field: 'Dataingeniør', startDate: '2009-08', endDate: '2012-06', description: '' },
    ],
    projects: [
      {
        name: 'Landingssone for helse',
        role: 'Arkitekt',
        description: 'Sikker grunnmur for kliniske systemer i AWS, med sporbar tilgang og kryptering overalt.',
        technologies: ['AWS', 'Terraform', 'Kubernetes', 'OPA'],
        startDate: '2022-03',
        endDate: '2023-09',
        url: '',
      },
      {
        name: 'Skyflytting av nettbank',
        role: 'Sikkerhetsarkitekt',
        description: 'Nettbanken flyttet til Azure med ny tilgangsstyring og logganalyse.',
        technologies: ['Azure', 'Go', 'Sentinel', 'GitHub Actions'],
        startDate: '2019-04',
        endDate: '2021-11',
        url: '',
      },
    ],
    awards: [{ title: 'Årets sikkerhetsprosjekt', issuer: 'Den norske dataforening', date: '2023-11', description: 'For landingssonen i helse.' }],
    volunteering: [
      {
        organization: 'Kodeklubben Bergen',
        role: 'Veileder',
        startDate: '2019-01',
        endDate: null,
        description: 'Programmering for barn på lørdager.',
      },
    ],
  },
];

/** Two consultants' CV templates (the first the default), made only while there are no templates at all. */
export async function seedDemoCvs(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(CV_TEMPLATE_UID).count()) > 0) return;
  await strapi.db.transaction(async () => {
    for (const template of DEMO_TEMPLATES) {
      const checked = validateCvTemplateInput(template);
      if (!checked.ok) throw new Error(`Demo CV template "${template.name}": ${checked.errors.map((e) => e.message).join(' ')}`);
      const { name, isDefault, ...content } = checked.value;
      await strapi.db.query(CV_TEMPLATE_UID).create({ data: { name, isDefault, ...contentData(content) } });
    }
  });
}
