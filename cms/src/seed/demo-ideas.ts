import {
  BUSINESS_MODELS,
  COMPANIES,
  IDEA_STATUSES,
  IDEA_TYPES,
  PRIORITIES,
  RANK_MAX,
} from '@platform/shared';

/**
 * Sample ideas for the demo and the benchmark. Deterministic: the same count always gives the same ideas, so
 * screenshots, tests and figures compare across runs.
 */
interface IdeaTemplate {
  title: string;
  description: string;
  tags: string[];
  features: string[];
  target_group: string;
  problem_statement: string;
}

const TEMPLATES: IdeaTemplate[] = [
  {
    title: 'Property valuation API for estate agents',
    description: 'Automated valuations of Norwegian homes from register data, recent sales and area trends, sold per call.',
    tags: ['eiendom', 'api', 'data'],
    features: ['Valuation endpoint', 'Comparable sales', 'Confidence interval', 'Monthly reports'],
    target_group: 'Estate agents and banks',
    problem_statement: 'Agents spend hours assembling comparables by hand for every assignment.',
  },
  {
    title: 'Used-car price estimator',
    description: 'Estimate a fair price for a used car from brand, model, year, mileage and region.',
    tags: ['bil', 'pricing', 'b2c'],
    features: ['Price range', 'Market depth per region', 'Price history'],
    target_group: 'Private sellers and buyers',
    problem_statement: 'Private sellers price their cars by guesswork and lose money or time.',
  },
  {
    title: 'Tender monitor for consultancies',
    description: 'Watch public tenders (Doffin) and match them to consultant CVs and past projects.',
    tags: ['anbud', 'consultancy', 'ai'],
    features: ['Daily digest', 'CV matching', 'Deadline reminders'],
    target_group: 'Small and mid-size consultancies',
    problem_statement: 'Relevant tenders are missed because nobody reads the feeds every day.',
  },
  {
    title: 'Rental yield calculator',
    description: 'Show expected rent, yield and growth for any listing, with financing costs at today’s interest rate.',
    tags: ['eiendom', 'investering'],
    features: ['Yield per listing', 'Financing scenarios', 'Export to PDF'],
    target_group: 'Small property investors',
    problem_statement: 'Investors compare listings in spreadsheets that are out of date the day after.',
  },
  {
    title: 'Energy label lookup in listings',
    description: 'Show the energy label and estimated yearly energy cost beside every property listing.',
    tags: ['eiendom', 'energi', 'enhancement'],
    features: ['Label badge', 'Cost estimate', 'Upgrade suggestions'],
    target_group: 'Home buyers',
    problem_statement: 'Buyers cannot see running costs until after the viewing.',
  },
  {
    title: 'Portfolio rebalancing with tax awareness',
    description: 'Propose trades that bring a portfolio back to target weights at the lowest cost and tax.',
    tags: ['finans', 'portefølje'],
    features: ['Tolerance bands', 'Cost-aware trades', 'Tax lots'],
    target_group: 'Self-directed investors (ASK accounts)',
    problem_statement: 'Rebalancing by hand is skipped, and portfolios drift far from their risk profile.',
  },
  {
    title: 'Bankruptcy early-warning feed',
    description: 'Alert suppliers when a customer shows signs of financial distress in public registers.',
    tags: ['data', 'risiko', 'b2b'],
    features: ['Watch list', 'Risk score', 'E-mail alerts'],
    target_group: 'Finance departments of SMEs',
    problem_statement: 'Suppliers learn of a customer’s bankruptcy after the invoices are lost.',
  },
  {
    title: 'Municipality statistics dashboard',
    description: 'Population, housing and business figures for all 357 municipalities in one comparable view.',
    tags: ['data', 'kommune', 'dashboard'],
    features: ['Map view', 'Compare municipalities', 'CSV export'],
    target_group: 'Analysts and journalists',
    problem_statement: 'Figures are spread over many public sources with different formats.',
  },
  {
    title: 'AI listing description writer',
    description: 'Draft a property advertisement from register data and a few photos, in Norwegian and English.',
    tags: ['ai', 'eiendom', 'tekst'],
    features: ['Bilingual drafts', 'Tone presets', 'Fact check against register'],
    target_group: 'Private sellers',
    problem_statement: 'Writing a good listing text takes hours and professional help is expensive.',
  },
  {
    title: 'Single sign-on across products',
    description: 'One account and one session for every product on the platform, with per-product access.',
    tags: ['plattform', 'auth'],
    features: ['Shared session', 'Product access list', 'Trial handling'],
    target_group: 'All platform users',
    problem_statement: 'Users create separate accounts per product and forget which one they used.',
  },
  {
    title: 'Refactor the import pipeline to streams',
    description: 'Process large imports as streams so memory stays flat for a hundred thousand rows.',
    tags: ['teknisk', 'ytelse'],
    features: ['Streaming parser', 'Progress events'],
    target_group: 'Operators',
    problem_statement: 'Large imports run out of memory on small servers.',
  },
  {
    title: 'Electric-car charging cost comparison',
    description: 'Compare home, fast and subscription charging costs for a given car and driving pattern.',
    tags: ['bil', 'energi', 'elbil'],
    features: ['Cost per 100 km', 'Charger map', 'Subscription advice'],
    target_group: 'EV owners',
    problem_statement: 'Charging prices vary widely and drivers overpay without knowing it.',
  },
  {
    title: 'Data quality checks for pipelines',
    description: 'Validate every pipeline run against expectations and stop bad data before it reaches products.',
    tags: ['data', 'kvalitet'],
    features: ['Rule library', 'Run reports', 'Slack and e-mail alerts'],
    target_group: 'Data engineers',
    problem_statement: 'Broken upstream data shows up in products before anyone notices.',
  },
  {
    title: 'Neighbourhood insight reports',
    description: 'A short report per district: schools, transport, prices and how the area is changing.',
    tags: ['eiendom', 'rapport', 'oslo'],
    features: ['District profile', 'Price trend', 'Shareable link'],
    target_group: 'Families moving city',
    problem_statement: 'Newcomers cannot judge districts they have never lived in.',
  },
  {
    title: 'Consultant availability board',
    description: 'See who is free when, with skills, so proposals can name a team the same day.',
    tags: ['consultancy', 'intern'],
    features: ['Calendar view', 'Skill filter', 'Proposal export'],
    target_group: 'Sales leads in consultancies',
    problem_statement: 'Staffing questions take days of messages before a proposal can be sent.',
  },
  {
    title: 'Note: partner with a regional bank',
    description: 'Explore a data partnership where the bank uses our valuations in mortgage pre-approval.',
    tags: ['partnerskap', 'bank'],
    features: [],
    target_group: 'Regional savings banks',
    problem_statement: 'Banks need faster valuations for pre-approvals.',
  },
  {
    title: 'Car history report',
    description: 'Ownership, inspections (EU-kontroll), damage and mileage history for a registration number.',
    tags: ['bil', 'rapport', 'b2c'],
    features: ['Registration lookup', 'Mileage check', 'PDF report'],
    target_group: 'Used-car buyers',
    problem_statement: 'Buyers cannot verify a car’s past before they pay.',
  },
  {
    title: 'Health statistics explorer',
    description: 'Public health figures per county and municipality with plain-language explanations.',
    tags: ['helse', 'data', 'statistikk'],
    features: ['County comparison', 'Trends', 'Explanations'],
    target_group: 'Municipal planners',
    problem_statement: 'Health data exists but is hard to read for non-specialists.',
  },
  {
    title: 'Subscription billing with Vipps',
    description: 'Monthly and yearly plans paid with Vipps, with trials and dunning for failed charges.',
    tags: ['betaling', 'vipps', 'plattform'],
    features: ['Plans per product', 'Trials', 'Failed-payment retries'],
    target_group: 'All paying users',
    problem_statement: 'Card-only payment loses Norwegian customers at checkout.',
  },
  {
    title: 'Improve search relevance in listings',
    description: 'Rank listings by match quality instead of date, using the buyer’s saved searches.',
    tags: ['søk', 'enhancement'],
    features: ['Relevance ranking', 'Saved-search signals'],
    target_group: 'Home buyers',
    problem_statement: 'The best matches are buried under newer but poorer listings.',
  },
  {
    title: 'Education statistics for school choice',
    description: 'Results, capacity and commute for schools near an address.',
    tags: ['utdanning', 'data'],
    features: ['School map', 'Results over time', 'Commute estimate'],
    target_group: 'Parents',
    problem_statement: 'Parents compare schools from rumours rather than figures.',
  },
  {
    title: 'Market intelligence weekly e-mail',
    description: 'A weekly summary of property and car market movements, with the week’s biggest changes.',
    tags: ['nyhetsbrev', 'marked'],
    features: ['Weekly digest', 'Personal areas', 'Unsubscribe in one click'],
    target_group: 'Professionals in property and car trade',
    problem_statement: 'Market shifts are noticed weeks late.',
  },
  {
    title: 'Accessibility review of public pages',
    description: 'Meet WCAG 2.1 AA on all public pages, as Norwegian law requires (likestillings- og diskrimineringsloven).',
    tags: ['uu', 'kvalitet'],
    features: ['Keyboard navigation', 'Contrast fixes', 'Screen-reader labels'],
    target_group: 'All visitors',
    problem_statement: 'Parts of the site cannot be used with a keyboard or a screen reader.',
  },
  {
    title: 'Fleet cost tracker for small businesses',
    description: 'Track fuel, tolls (bompenger), service and depreciation per vehicle in a small fleet.',
    tags: ['bil', 'b2b', 'kostnader'],
    features: ['Per-vehicle costs', 'Toll import', 'Yearly summary'],
    target_group: 'Craftsmen and delivery firms',
    problem_statement: 'Small firms do not know what each vehicle really costs them.',
  },
];

/** A small seeded generator (mulberry32): the same seed gives the same sequence on every machine. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/** Ideas in Strapi's attribute form (for `strapi.db.query(...).createMany`), created over the months before `now`. */
export function demoIdeaRows(count: number, now: Date = new Date()): Record<string, unknown>[] {
  const next = random(20_261_121);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = TEMPLATES[i % TEMPLATES.length];
    const round = Math.floor(i / TEMPLATES.length);
    const title = round === 0 ? template.title : `${template.title} (${round + 1})`;
    const idea_type = template.title.startsWith('Note:') ? 'note' : pick(IDEA_TYPES);
    const created = new Date(now.getTime() - Math.floor(next() * 240 * DAY_MS));
    const row = {
      title,
      description: template.description,
      status: pick(IDEA_STATUSES.filter((s) => s !== 'new')),
      priority: pick(PRIORITIES),
      rank: Math.min(i + 1, RANK_MAX),
      score: Math.round(next() * 100) / 10,
      company: COMPANIES[i % COMPANIES.length],
      idea_type,
      business_model: pick(BUSINESS_MODELS),
      personal_enthusiasm: 1 + Math.floor(next() * 10),
      strategic_fit_score: Math.round(next() * 20) / 2,
      target_group: template.target_group,
      problem_statement: template.problem_statement,
      tags: template.tags,
      features: template.features,
      required_data_sources: [],
      synergy_with_ideas: [],
      creator_email: 'admin@demo.no',
      creator_name: 'Astrid Admin',
      comment_count: 0,
      evaluation_count: 0,
      createdAt: created,
      updatedAt: created,
      publishedAt: created,
    };
    rows.push(row);
  }
  return rows;
}
