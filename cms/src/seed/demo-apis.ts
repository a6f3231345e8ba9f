import type { Core } from '@strapi/strapi';
import type { ApiExportItem } from '@platform/shared';
import { REGISTRY_API_UID } from '../api-registry/registry-store';
import { importApi } from '../api-registry/registry-writes';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const dayOf = (days: number) => daysAgo(days).slice(0, 10);

const common = { base_url: '', production_url: '', health_url: '', git_repo: '', auth_type: 'api_key', sla_tier: 'silver' } as const;

/**
 * Sample APIs for the registry (made-up services, teams and people at example addresses), across the companies,
 * with endpoints, customers, todos, team members and deployments so that every figure of the list has something to
 * count. No health URLs: the demo makes no outbound calls.
 */
export const DEMO_APIS: ApiExportItem[] = [
  {
    ...common,
    name: 'user-service',
    display_name: 'User Service',
    description: 'Kontoer, innlogging og profiler for plattformens brukere.',
    type: 'rest',
    status: 'production',
    version: '2.4.1',
    base_url: 'https://api.example.com/users',
    auth_type: 'jwt',
    owner_team: 'Plattform',
    sla_tier: 'gold',
    company: 'approach',
    endpoints: [
      { method: 'GET', path: '/users', description: 'Lister brukere', auth: true },
      { method: 'GET', path: '/users/{id}', description: 'Én bruker', auth: true },
      { method: 'POST', path: '/users', description: 'Oppretter en bruker', auth: true },
      { method: 'POST', path: '/auth/login', description: 'Innlogging', auth: false },
    ],
    customers: [
      { name: 'Nordlys Eiendom', company: 'Nordlys Eiendom AS', plan: 'Enterprise', since: dayOf(400) },
      { name: 'Fjord Bil', company: 'Fjord Bil AS', plan: 'Pro', since: dayOf(120) },
    ],
    todos: [
      { title: 'Rotere signeringsnøkler', done: false, due: dayOf(-14) },
      { title: 'Dokumentere passordregler', done: true, due: null },
    ],
    team: [
      { name: 'Kari Nordmann', role: 'Tech lead', email: 'kari@example.no' },
      { name: 'Ola Hansen', role: 'Utvikler', email: 'ola@example.no' },
      { name: 'Ingrid Berg', role: 'Utvikler', email: '' },
    ],
    deployments: [
      { version: '2.4.0', environment: 'production', deployed_at: daysAgo(30), by: 'kari@example.no' },
      { version: '2.4.1', environment: 'production', deployed_at: daysAgo(3), by: 'ola@example.no' },
    ],
  },
  {
    ...common,
    name: 'property-data',
    display_name: 'Property Data API',
    description: 'Boligdata: salg, priser og statistikk per område.',
    status: 'production',
    type: 'rest',
    version: '1.8.0',
    owner_team: 'Data',
    sla_tier: 'platinum',
    company: 'aeda',
    endpoints: [
      { method: 'GET', path: '/listings', description: 'Søk i boligannonser', auth: true },
      { method: 'GET', path: '/areas/{code}/stats', description: 'Prisstatistikk for et område', auth: true },
    ],
    customers: [{ name: 'Berg Megling', company: 'Berg Megling AS', plan: 'Pro', since: dayOf(200) }],
    todos: [{ title: 'Legge til byggeår i søket', done: false, due: null }],
    team: [
      { name: 'Sofie Dahl', role: 'Dataingeniør', email: 'sofie@example.no' },
      { name: 'Henrik Moe', role: 'Analytiker', email: 'henrik@example.no' },
    ],
    deployments: [{ version: '1.8.0', environment: 'production', deployed_at: daysAgo(9), by: 'sofie@example.no' }],
  },
  {
    ...common,
    name: 'vehicle-lookup',
    display_name: 'Vehicle Lookup',
    description: 'Oppslag på registreringsnummer og kjøretøyhistorikk.',
    type: 'graphql',
    status: 'staging',
    version: '0.9.2',
    owner_team: 'Data',
    company: 'aeda',
    endpoints: [{ method: 'POST', path: '/graphql', description: 'Alle spørringer', auth: true }],
    customers: [],
    todos: [
      { title: 'Hurtigbuffer for oppslag', done: false, due: dayOf(-7) },
      { title: 'Grenser per kunde', done: false, due: null },
    ],
    team: [],
    deployments: [{ version: '0.9.2', environment: 'staging', deployed_at: daysAgo(1), by: 'henrik@example.no' }],
  },
  {
    ...common,
    name: 'energy-models',
    display_name: 'Energy Models',
    description: 'Beregning av energiforbruk og prognoser for bygg.',
    type: 'grpc',
    status: 'development',
    version: '0.3.0',
    owner_team: 'Modeller',
    company: 'enmodels',
    sla_tier: 'bronze',
    endpoints: [{ method: 'POST', path: '/forecast', description: 'Prognose for ett bygg', auth: true }],
    customers: [],
    todos: [{ title: 'Velge format for måledata', done: false, due: dayOf(-30) }],
    team: [{ name: 'Jonas Lie', role: 'Modellutvikler', email: 'jonas@example.no' }],
    deployments: [],
  },
  {
    ...common,
    name: 'payment-webhooks',
    display_name: 'Payment Webhooks',
    description: 'Varsler fra betalingsleverandøren om betalinger og refusjoner.',
    type: 'webhook',
    status: 'production',
    version: '1.2.0',
    auth_type: 'custom',
    owner_team: 'Plattform',
    company: 'approach',
    endpoints: [{ method: 'POST', path: '/webhooks/payments', description: 'Mottar betalingshendelser', auth: true }],
    customers: [{ name: 'Intern fakturering', company: '', plan: 'Intern', since: dayOf(500) }],
    todos: [],
    team: [],
    deployments: [{ version: '1.2.0', environment: 'production', deployed_at: daysAgo(60), by: 'kari@example.no' }],
  },
  {
    ...common,
    name: 'legacy-reports',
    display_name: 'Legacy Reports',
    description: 'Gamle rapportkall, erstattet av Property Data API.',
    type: 'rest',
    status: 'deprecated',
    version: '0.7.5',
    auth_type: 'basic',
    owner_team: '',
    company: 'other',
    sla_tier: 'bronze',
    endpoints: [{ method: 'GET', path: '/reports/{id}', description: 'Én rapport', auth: true }],
    customers: [{ name: 'Gammel kunde', company: 'Eksempel AS', plan: 'Basis', since: dayOf(900) }],
    todos: [{ title: 'Varsle kunder om nedleggelse', done: false, due: dayOf(-21) }],
    team: [],
    deployments: [{ version: '0.7.5', environment: 'production', deployed_at: daysAgo(365), by: '' }],
  },
];

/** The sample APIs, only into an empty registry (an administrator's APIs are never touched). */
export async function ensureDemoApis(strapi: Core.Strapi): Promise<void> {
  if ((await strapi.db.query(REGISTRY_API_UID).count()) > 0) return;
  for (const api of DEMO_APIS) await importApi(api);
}
