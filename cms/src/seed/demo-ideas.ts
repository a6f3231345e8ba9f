import {
  BUSINESS_MODELS,
  COMPANIES,
  IDEA_STATUSES,
  IDEA_TYPES,
  NORWEGIAN_COUNTIES,
  PRIORITIES,
  RANK_MAX,
} from '@platform/shared';
import { seededRandom } from './seeded-random';

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
  {
    title: 'Mortgage offer comparison',
    description: 'Collect mortgage offers from several banks for one application and compare effective rates side by side.',
    tags: ['finans', 'bank', 'b2c'],
    features: ['One application', 'Effective-rate table', 'Offer deadline reminders'],
    target_group: 'First-time home buyers',
    problem_statement: 'Buyers ask one bank only and pay more than they need to.',
  },
  {
    title: 'Commuter route cost calculator',
    description: 'Compare the monthly cost of driving, public transport and e-bike between home and work, tolls included.',
    tags: ['bil', 'transport', 'b2c'],
    features: ['Route costs', 'Toll and parking', 'CO₂ per option'],
    target_group: 'Commuters around the larger cities',
    problem_statement: 'People keep commuting by car without knowing what it costs them.',
  },
  {
    title: 'Zoning plan alerts for neighbours',
    description: 'Notify owners when a zoning plan (reguleringsplan) or building application touches their neighbourhood.',
    tags: ['eiendom', 'kommune', 'varsling'],
    features: ['Map-based watch area', 'Weekly digest', 'Deadline for objections'],
    target_group: 'Homeowners and housing co-operatives',
    problem_statement: 'Neighbours learn about new plans after the deadline for objections.',
  },
  {
    title: 'Housing co-operative maintenance planner',
    description: 'Plan roof, facade and pipe renewals over 20 years with cost estimates and a fund the board can follow.',
    tags: ['eiendom', 'borettslag', 'planlegging'],
    features: ['20-year plan', 'Cost estimates', 'Board reports'],
    target_group: 'Boards of housing co-operatives',
    problem_statement: 'Large repairs surprise the residents with sudden rises in common costs.',
  },
  {
    title: 'Dividend calendar for Oslo Børs',
    description: 'Show upcoming dividends, ex-dates and yield for the shares a user holds or watches.',
    tags: ['finans', 'aksjer', 'b2c'],
    features: ['Ex-date reminders', 'Yield per holding', 'Yearly dividend summary'],
    target_group: 'Private investors',
    problem_statement: 'Investors miss ex-dates and cannot see their expected income.',
  },
  {
    title: 'Company register change feed',
    description: 'Stream changes in Brønnøysund (board, address, roles) for the companies a client follows.',
    tags: ['data', 'api', 'b2b'],
    features: ['Follow list', 'Webhooks', 'Change history'],
    target_group: 'Banks, auditors and lawyers',
    problem_statement: 'Changes in customers’ companies are noticed months late.',
  },
  {
    title: 'Weather-adjusted energy forecast',
    description: 'Forecast a building’s electricity use from the weather forecast and spot prices, hour by hour.',
    tags: ['energi', 'data', 'ai'],
    features: ['Hourly forecast', 'Spot-price cost', 'Peak warnings'],
    target_group: 'Property managers',
    problem_statement: 'Power peaks and their grid tariffs come as a surprise.',
  },
  {
    title: 'Tyre hotel booking for workshops',
    description: 'Let customers book the seasonal tyre change online and see their stored tyres’ tread depth.',
    tags: ['bil', 'booking', 'b2b'],
    features: ['Online booking', 'Tread-depth history', 'SMS reminders'],
    target_group: 'Car workshops and tyre hotels',
    problem_statement: 'Phones ring all day in the two weeks of the tyre change.',
  },
  {
    title: 'Sales price statistics per street',
    description: 'Median price per square metre per street and building type, from registered sales over ten years.',
    tags: ['eiendom', 'statistikk', 'data'],
    features: ['Street-level medians', 'Ten-year trend', 'Building-type split'],
    target_group: 'Buyers, sellers and agents',
    problem_statement: 'Area averages hide the large differences between streets.',
  },
  {
    title: 'Onboarding checklist for new consultants',
    description: 'A shared checklist with access, equipment and introductions that follows a new consultant’s first month.',
    tags: ['konsulent', 'hr', 'intern'],
    features: ['Checklist templates', 'Owner per task', 'Progress for managers'],
    target_group: 'Consultancy managers',
    problem_statement: 'New consultants wait days for access and equipment.',
  },
  {
    title: 'Invoice matching for project hours',
    description: 'Match registered hours to project budgets and draft the monthly invoices for approval.',
    tags: ['konsulent', 'økonomi', 'automatisering'],
    features: ['Budget check', 'Invoice drafts', 'Approval flow'],
    target_group: 'Project managers in consultancies',
    problem_statement: 'Invoicing takes days each month and hours slip through.',
  },
  {
    title: 'School catchment area finder',
    description: 'Show which primary and lower-secondary school an address belongs to, with results and capacity.',
    tags: ['utdanning', 'kart', 'b2c'],
    features: ['Catchment lookup', 'School results', 'Capacity warnings'],
    target_group: 'Families moving house',
    problem_statement: 'Families buy a home without knowing which school their children will go to.',
  },
  {
    title: 'Car loan and leasing comparison',
    description: 'Compare financing a car by loan, leasing or cash over its expected ownership time.',
    tags: ['bil', 'finans', 'b2c'],
    features: ['Total cost per option', 'Residual value', 'Monthly budget'],
    target_group: 'Private car buyers',
    problem_statement: 'Leasing offers are hard to compare with a loan.',
  },
  {
    title: 'Public procurement win-rate analysis',
    description: 'Analyse which tenders a firm wins and loses, by buyer, size and competitor.',
    tags: ['anbud', 'analyse', 'b2b'],
    features: ['Win rate by buyer', 'Competitor overview', 'Price level'],
    target_group: 'Bid managers',
    problem_statement: 'Firms keep bidding on tenders they have little chance to win.',
  },
  {
    title: 'Flood and landslide risk for addresses',
    description: 'Show flood, quick-clay and landslide risk for an address from NVE’s maps, in plain words.',
    tags: ['eiendom', 'klima', 'risiko'],
    features: ['Risk per address', 'Map layers', 'Insurance notes'],
    target_group: 'Buyers and insurers',
    problem_statement: 'Climate risk is buried in maps that few can read.',
  },
  {
    title: 'Population forecast explorer',
    description: 'Explore SSB’s population forecasts per municipality by age group, with charts and downloads.',
    tags: ['statistikk', 'kommune', 'data'],
    features: ['Age-group forecasts', 'Comparisons', 'CSV download'],
    target_group: 'Planners and analysts',
    problem_statement: 'The forecasts exist, but finding and comparing them takes a day.',
  },
  {
    title: 'Note: interview five estate agents',
    description: 'Talk to five estate agents about how they price homes and what data they miss.',
    tags: ['research', 'eiendom'],
    features: ['Interview guide', 'Summary', 'Follow-up list'],
    target_group: 'Internal',
    problem_statement: 'We build for agents without having asked them lately.',
  },
  {
    title: 'Note: check Vipps recurring payments terms',
    description: 'Read the terms and fees of Vipps recurring payments before we choose billing.',
    tags: ['research', 'betaling'],
    features: ['Fee table', 'Contract terms', 'Risks'],
    target_group: 'Internal',
    problem_statement: 'The billing choice depends on terms we have not read.',
  },
  {
    title: 'Open API developer portal',
    description: 'A portal with keys, documentation, usage graphs and examples for the platform’s data APIs.',
    tags: ['api', 'utvikler', 'b2b'],
    features: ['API keys', 'Interactive docs', 'Usage graphs'],
    target_group: 'Developers at partner firms',
    problem_statement: 'Partners wait for e-mailed keys and read outdated PDFs.',
  },
  {
    title: 'Portfolio performance versus index',
    description: 'Compare a portfolio’s return with Oslo Børs’ main index and a global index, after fees.',
    tags: ['finans', 'portefølje', 'b2c'],
    features: ['Benchmark lines', 'Fees shown', 'Period selector'],
    target_group: 'Private investors',
    problem_statement: 'Investors do not know whether their picks beat a cheap index fund.',
  },
  {
    title: 'Second-hand EV battery health check',
    description: 'Estimate a used electric car’s battery health from model, age, mileage and charging history.',
    tags: ['bil', 'elbil', 'data'],
    features: ['Health estimate', 'Range today', 'Warranty status'],
    target_group: 'Buyers of used electric cars',
    problem_statement: 'Buyers cannot judge the most expensive part of a used EV.',
  },
  {
    title: 'Municipal fee comparison',
    description: 'Compare water, sewage, waste and property-tax fees between municipalities for a typical home.',
    tags: ['kommune', 'statistikk', 'b2c'],
    features: ['Fee per municipality', 'Yearly total', 'Change over time'],
    target_group: 'Households and journalists',
    problem_statement: 'Fees differ a lot between neighbouring municipalities, unseen.',
  },
  {
    title: 'Automated data pipeline monitoring',
    description: 'Alert when a data pipeline is late, empty or its values drift from the usual range.',
    tags: ['data', 'drift', 'intern'],
    features: ['Freshness checks', 'Volume checks', 'Drift alerts'],
    target_group: 'Data engineers',
    problem_statement: 'Broken pipelines are noticed by customers first.',
  },
  {
    title: 'Customer feedback inbox',
    description: 'Collect feedback from the site, e-mail and support in one inbox, tagged by product.',
    tags: ['kunde', 'produkt', 'intern'],
    features: ['One inbox', 'Product tags', 'Monthly themes'],
    target_group: 'Product owners',
    problem_statement: 'Feedback is spread over mailboxes and forgotten.',
  },
];

const DAY_MS = 86_400_000;

const MUNICIPALITIES = NORWEGIAN_COUNTIES.flatMap(([, , municipalities]) => municipalities.map(([, official, norwegian]) => norwegian ?? official));

/**
 * Every template once (the demo's ideas), then the same ideas for each municipality in turn ('… – Tromsø'), so that a
 * benchmark's thousands of ideas still have distinct, believable titles; past every municipality a round is counted.
 */
function demoTitle(title: string, round: number): string {
  if (round === 0) return title;
  const place = MUNICIPALITIES[(round - 1) % MUNICIPALITIES.length];
  const lap = Math.floor((round - 1) / MUNICIPALITIES.length);
  return lap === 0 ? `${title} – ${place}` : `${title} – ${place} ${lap + 1}`;
}

/** Ideas in Strapi's attribute form (for `strapi.db.query(...).createMany`), created over the months before `now`. */
export function demoIdeaRows(count: number, now: Date = new Date()): Record<string, unknown>[] {
  const next = seededRandom(20_261_121);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)];
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = TEMPLATES[i % TEMPLATES.length];
    const title = demoTitle(template.title, Math.floor(i / TEMPLATES.length));
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
