import crypto from 'node:crypto';
import { AUTH_MESSAGES, PRODUCT_API_KEY_HEADER } from '@platform/shared';
import { activated, signUp } from './accounts';
import { api, bearer, marker, server, tokenFor } from './api-client';
import { sql } from './database';
import { PNG_PIXEL } from './images';
import { convertedProduct } from './products';

/** A valid body of each of an API's record kinds. */
const API_RECORD_SAMPLES: Record<string, object> = {
  endpoints: { method: 'GET', path: '/matrix' },
  customers: { name: 'Matrix' },
  todos: { title: 'Matrix' },
  deployments: { version: '1.0.1' },
  team: { name: 'Matrix' },
};

/** A valid body of each of a project's record kinds. */
const PROJECT_RECORD_SAMPLES: Record<string, object> = {
  todos: { title: 'Matrix', due_date: '2026-12-01' },
  notes: { title: 'Matrix', body: '**Matrix**' },
  events: { title: 'Matrix' },
  // Far in the future, so it is still pending (changeable) when the sample runs.
  reminders: { title: 'Matrix', remind_at: '2030-01-01T09:00:00.000Z', recipients: ['matrix@example.test'] },
};

/** A valid body of each consultancy resource, by its collection's path. */
const CONSULTANCY_SAMPLES: Record<string, object> = {
  '/api/admin/consultancy/customers': { companyName: 'Matrix AS' },
  '/api/admin/consultancy/applications': { applicantName: 'Matrix', email: 'matrix@example.test' },
  '/api/admin/consultancy/utlysninger': { title: 'Matrix' },
  '/api/admin/consultancy/cv-templates': { name: 'Matrix', fullName: 'Matrix' },
  // With its own content, an adapted CV needs no template to copy.
  '/api/admin/consultancy/adapted-cvs': { name: 'Matrix', content: { fullName: 'Matrix' } },
  '/api/admin/consultancy/email-templates': { name: 'Matrix', subject: 'Hei {name}', body: 'Matrix' },
};

/** A pipeline's steps for the matrix: a batch one reads the test server's own health route (loopback is allowed in tests). */
const MATRIX_PIPELINE_STEPS = (batch: boolean) => [
  ...(batch ? [{ type: 'api_connector', config: { url: `${server.url}/_health` } }] : []),
  { type: 'transform', config: { casts: [{ field: 'id', type: 'string' }] } },
];

/** A valid request for each admin route, so that level 5 must get a 2xx; a new route fails here until it has one. */
async function sampleRequest(method: string, path: string): Promise<{ url: string; body?: object; file?: boolean | 'image' }> {
  const admin = bearer(await tokenFor(5));
  let url = path;
  // The calendar's window is required.
  if (path === '/api/admin/events') url += '?from=2026-01-01&to=2026-01-31';
  // A visitor the demo's visits hold.
  if (path === '/api/analytics/visitors/:visitorId') {
    const [visit] = await sql<{ visitor_id: string }>('SELECT visitor_id FROM page_visits ORDER BY id LIMIT 1');
    url = url.replace(':visitorId', visit.visitor_id);
  }
  let linkable = 0;
  let linkableApi = 0;
  if (path.startsWith('/api/admin/users/:id')) {
    // A user of its own for each request: the delete sample removes it.
    const user = (
      await api()
        .post('/api/admin/users')
        .set(admin)
        .send({ email: `${marker('matrix')}@example.test`, password: 'Blåbær-Sti-42' })
    ).body;
    url = url.replace(':id', String(user.id)).replace(':productId', 'auto');
    if (method === 'DELETE' && path.endsWith(':productId')) await api().post(`${url}`).set(admin).send({});
  }
  if (path.includes(':planId')) {
    // A seeded product's plan, set to what it is (converted products have no plans).
    const [plan] = (await api().get('/api/admin/products/auto/plans').set(admin)).body;
    url = url.replace(':productId', 'auto').replace(':planId', String(plan.id));
  }
  if (url.includes(':productId')) {
    const product = await convertedProduct(admin, marker('matrix'));
    url = url.replace(':productId', product.id);
    if (method === 'DELETE' && path === '/api/admin/products/:productId') url += `?confirmName=${encodeURIComponent(product.name)}`;
  }
  // Generating writes the product's module (in the run's own folder), once per product.
  const generated = path === '/api/admin/products/generate-files' ? { id: (await convertedProduct(admin, marker('matrix'))).id } : {};
  if (path.startsWith('/api/admin/idea-generation/sessions/:id')) {
    const session = (await api().post('/api/admin/idea-generation/sessions').set(admin).send({ title: 'Matrix', company: 'none', ideas: [] })).body;
    url = url.replace(':id', String(session.id));
  }
  if (path.includes(':importId')) {
    const staged = (await api().post('/api/admin/ideas/imports').set(admin).send({})).body;
    if (!path.endsWith('/parts/:part')) {
      await api()
        .put(`/api/admin/ideas/imports/${staged.id}/parts/0`)
        .set(admin)
        .send({ records: [{ title: marker('matrix'), status: 'draft' }] });
    }
    url = url.replace(':importId', staged.id).replace(':part', '0');
  }
  if (path.startsWith('/api/admin/inquiries/:id')) {
    const tag = marker('matrix');
    const sent = { name: 'Matrix', email: 'matrix@example.test', message: `Access matrix ${tag}` };
    await api()
      .post('/api/inquiries')
      .set('X-Forwarded-For', `10.41.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`)
      .send(sent);
    const [inquiry] = (await api().get('/api/admin/inquiries').query({ q: tag, _start: 0, _end: 1 }).set(admin)).body;
    url = url.replace(':id', String(inquiry.id));
  }
  if (path.startsWith('/api/admin/apis/:id')) {
    // An API of its own, with a health URL on the test server itself (loopback is allowed in tests) and a team.
    const created = (
      await api()
        .post('/api/admin/apis')
        .set(admin)
        .send({ name: marker('matrix'), owner_team: 'Matrix', health_url: `${server.url}/_health` })
    ).body;
    url = url.replace(':id', String(created.id));
    const kind = path.split('/')[5];
    if (path.includes(':recordId')) {
      const record = (await api().post(`/api/admin/apis/${created.id}/${kind}`).set(admin).send(API_RECORD_SAMPLES[kind])).body;
      url = url.replace(':recordId', String(record.id));
    }
  }
  if (path.startsWith('/api/admin/pipelines/')) {
    // A pipeline of its own: streaming for its token and a run made by pushing one record; paused first for resume.
    const created = (
      await api()
        .post('/api/admin/pipelines')
        .set(admin)
        .send({ name: marker('matrix'), type: path.endsWith('/run') ? 'batch' : 'streaming', steps: MATRIX_PIPELINE_STEPS(path.endsWith('/run')) })
    ).body;
    const id = created.pipeline.id;
    if (path.endsWith('/resume')) await api().post(`/api/admin/pipelines/${id}/pause`).set(admin).send({});
    if (path.includes(':runId')) {
      const pushed = (
        await api()
          .post(`/api/pipelines/${id}/ingest`)
          .set('x-pipeline-token', created.ingest_token)
          .send({ records: [{ id: 1 }] })
      ).body;
      url = url.replace(':runId', String(pushed.run.id));
    }
    url = url.replace(':id', String(id));
  }
  if (path.startsWith('/api/admin/projects/') && !path.endsWith('/export') && !path.endsWith('/import')) {
    // A project of its own (the delete sample removes it), a pipeline and a registry API to link, and its records.
    const project = (
      await api()
        .post('/api/admin/projects')
        .set(admin)
        .send({ name: marker('matrix'), display_name: 'Matrix' })
    ).body;
    const pipeline = (
      await api()
        .post('/api/admin/pipelines')
        .set(admin)
        .send({ name: marker('matrix'), type: 'streaming', steps: MATRIX_PIPELINE_STEPS(false) })
    ).body.pipeline;
    const registryApi = (
      await api()
        .post('/api/admin/apis')
        .set(admin)
        .send({ name: marker('matrix') })
    ).body;
    if (path.includes(':pipelineId')) await api().post(`/api/admin/projects/${project.id}/pipelines`).set(admin).send({ pipeline_id: pipeline.id });
    if (path.includes(':apiId')) await api().post(`/api/admin/projects/${project.id}/apis`).set(admin).send({ api_id: registryApi.id });
    for (const [param, kind] of [
      [':todoId', 'todos'],
      [':noteId', 'notes'],
      [':eventId', 'events'],
      [':reminderId', 'reminders'],
    ] as const) {
      if (!path.includes(param)) continue;
      const record = (await api().post(`/api/admin/projects/${project.id}/${kind}`).set(admin).send(PROJECT_RECORD_SAMPLES[kind])).body;
      url = url.replace(param, String(record.id));
    }
    url = url
      .replace(':projectId', String(project.id))
      .replace(':id', String(project.id))
      .replace(':pipelineId', String(pipeline.id))
      .replace(':apiId', String(registryApi.id));
    linkable = pipeline.id;
    linkableApi = registryApi.id;
  }
  if (path.startsWith('/api/admin/datasets/:name')) {
    // A dataset of its own, filled by pushing a record through a streaming pipeline.
    const name = marker('matrix')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .replace(/^[^a-z]+/, 'd')
      .slice(0, 40);
    const created = (
      await api()
        .post('/api/admin/pipelines')
        .set(admin)
        .send({ name: marker('matrix'), type: 'streaming', steps: [{ type: 'store', config: { dataset: name } }] })
    ).body;
    await api()
      .post(`/api/pipelines/${created.pipeline.id}/ingest`)
      .set('x-pipeline-token', created.ingest_token)
      .send({ records: [{ id: 1 }] });
    url = url.replace(':name', name);
  }
  if (path === '/api/admin/analytics/excluded-ips/:id') {
    // An address of its own for each request (documentation range, no test sends from it): the delete sample removes it.
    const address = `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`;
    const entry = (await api().post('/api/admin/analytics/excluded-ips').set(admin).send({ address })).body;
    url = url.replace(':id', String(entry.id));
  }
  if (path === '/api/admin/consultancy/contacts' && method === 'GET') url += '?customerId=1';
  if (path === '/api/admin/consultancy/export') url += '?type=customers&format=csv';
  if (path === '/api/admin/consultancy/contacts/:id') {
    // A note of its own on a customer of its own (the delete sample removes it).
    const customer = (await api().post('/api/admin/consultancy/customers').set(admin).send({ companyName: 'Matrix AS' })).body;
    const note = (await api().post('/api/admin/consultancy/contacts').set(admin).send({ customerId: customer.id, body: 'Matrix' })).body;
    url = url.replace(':id', String(note.id));
  } else if (path.startsWith('/api/admin/consultancy/') && /\/:id(\/pdf)?$/.test(path)) {
    // A record of the resource's own (the delete sample removes it).
    const collection = path.replace(/\/:id(\/pdf)?$/, '');
    const record = (await api().post(collection).set(admin).send(CONSULTANCY_SAMPLES[collection])).body;
    url = url.replace(':id', String(record.id));
  }
  if (url.includes(':id')) {
    const idea = (
      await api()
        .post('/api/admin/ideas')
        .set(admin)
        .send({ title: marker('matrix') })
    ).body;
    url = url.replace(':id', String(idea.id));
    if (path.includes(':taskId')) {
      const task = (await api().post(`/api/admin/ideas/${idea.id}/tasks`).set(admin).send({ title: 'Matrix task' })).body;
      url = url.replace(':taskId', String(task.id));
    }
    if (path.includes(':attachmentId')) {
      const file = (await api().post(`/api/admin/ideas/${idea.id}/attachments`).set(admin).attach('file', Buffer.from('x'), 'x.txt')).body;
      url = url.replace(':attachmentId', String(file.id));
    }
  }
  const samples: Record<string, { body?: object; file?: boolean | 'image' }> = {
    'GET /api/admin/ideas': {},
    'GET /api/admin/ideas/stats': {},
    'POST /api/admin/ideas': { body: { title: marker('matrix') } },
    'POST /api/admin/ideas/import': { body: { items: [{ title: marker('matrix'), status: 'draft' }], policy: 'new' } },
    'POST /api/admin/ideas/imports': { body: {} },
    'PUT /api/admin/ideas/imports/:importId/parts/:part': { body: { records: [{ title: marker('matrix'), status: 'draft' }] } },
    'POST /api/admin/ideas/imports/:importId/apply': { body: { policy: 'new' } },
    'DELETE /api/admin/ideas/imports/:importId': {},
    'GET /api/admin/ideas/:id': {},
    'PUT /api/admin/ideas/:id': { body: { priority: 'high' } },
    'DELETE /api/admin/ideas/:id': {},
    'GET /api/admin/ideas/:id/tasks': {},
    'POST /api/admin/ideas/:id/tasks': { body: { title: 'Matrix task' } },
    'GET /api/admin/ideas/:id/tasks/:taskId': {},
    'PUT /api/admin/ideas/:id/tasks/:taskId': { body: { status: 'done' } },
    'DELETE /api/admin/ideas/:id/tasks/:taskId': {},
    'GET /api/admin/ideas/:id/comments': {},
    'POST /api/admin/ideas/:id/comments': { body: { comment: 'Matrix' } },
    'POST /api/admin/ideas/:id/attachments': { file: true },
    'GET /api/admin/ideas/:id/attachments/:attachmentId/download': {},
    'DELETE /api/admin/ideas/:id/attachments/:attachmentId': {},
    'GET /api/admin/ideas/:id/evaluations': {},
    'POST /api/admin/ideas/:id/evaluations': { body: { business_value: 7, feasibility: 6, user_impact: 8 } },
    'POST /api/admin/ideas/:id/convert': {},
    'GET /api/admin/products': {},
    'GET /api/admin/pipelines': {},
    'POST /api/admin/pipelines': { body: { name: marker('matrix'), type: 'streaming', steps: MATRIX_PIPELINE_STEPS(false) } },
    'GET /api/admin/pipelines/runs/:runId': {},
    'GET /api/admin/pipelines/:id': {},
    'PUT /api/admin/pipelines/:id': { body: { name: marker('matrix'), type: 'streaming', steps: MATRIX_PIPELINE_STEPS(false) } },
    'DELETE /api/admin/pipelines/:id': {},
    'GET /api/admin/pipelines/:id/runs': {},
    'POST /api/admin/pipelines/:id/run': { body: {} },
    'POST /api/admin/pipelines/:id/pause': { body: {} },
    'POST /api/admin/pipelines/:id/resume': { body: {} },
    'POST /api/admin/pipelines/:id/ingest-token': { body: {} },
    'GET /api/admin/datasets': {},
    'GET /api/admin/datasets/:name': {},
    'DELETE /api/admin/datasets/:name': {},
    'GET /api/admin/projects': {},
    'POST /api/admin/projects': { body: { name: marker('matrix'), display_name: 'Matrix' } },
    'GET /api/admin/projects/export': {},
    'POST /api/admin/projects/import': { body: { projects: [] } },
    'GET /api/admin/projects/:id': {},
    'PUT /api/admin/projects/:id': { body: { status: 'active' } },
    'DELETE /api/admin/projects/:id': {},
    'GET /api/admin/projects/:id/links': {},
    'POST /api/admin/projects/:projectId/pipelines': { body: { pipeline_id: linkable, relationship_type: 'data_processing' } },
    'DELETE /api/admin/projects/:projectId/pipelines/:pipelineId': {},
    'POST /api/admin/projects/:projectId/apis': { body: { api_id: linkableApi } },
    'DELETE /api/admin/projects/:projectId/apis/:apiId': {},
    'GET /api/admin/projects/:projectId/todos': {},
    'POST /api/admin/projects/:projectId/todos': { body: PROJECT_RECORD_SAMPLES.todos },
    'GET /api/admin/projects/:projectId/todos/:todoId': {},
    'PUT /api/admin/projects/:projectId/todos/:todoId': { body: { completed: true } },
    'DELETE /api/admin/projects/:projectId/todos/:todoId': {},
    'GET /api/admin/projects/:projectId/notes': {},
    'POST /api/admin/projects/:projectId/notes': { body: PROJECT_RECORD_SAMPLES.notes },
    'GET /api/admin/projects/:projectId/notes/:noteId': {},
    'PUT /api/admin/projects/:projectId/notes/:noteId': { body: { body: 'Matrix, edited' } },
    'DELETE /api/admin/projects/:projectId/notes/:noteId': {},
    'GET /api/admin/events': {},
    'GET /api/admin/projects/:projectId/events': {},
    'POST /api/admin/projects/:projectId/events': { body: PROJECT_RECORD_SAMPLES.events },
    'PUT /api/admin/projects/:projectId/events/:eventId': { body: { title: 'Matrix, edited' } },
    'DELETE /api/admin/projects/:projectId/events/:eventId': {},
    'GET /api/admin/projects/:id/calendar-link': {},
    'POST /api/admin/projects/:id/calendar-link': { body: {} },
    'GET /api/admin/projects/:projectId/reminders': {},
    'POST /api/admin/projects/:projectId/reminders': { body: PROJECT_RECORD_SAMPLES.reminders },
    'GET /api/admin/projects/:projectId/reminders/:reminderId': {},
    'PUT /api/admin/projects/:projectId/reminders/:reminderId': { body: { title: 'Matrix, edited' } },
    'DELETE /api/admin/projects/:projectId/reminders/:reminderId': {},
    'GET /api/admin/apis': {},
    'POST /api/admin/apis': { body: { name: marker('matrix') } },
    'GET /api/admin/apis/export': {},
    'POST /api/admin/apis/import': { body: { apis: [] } },
    'GET /api/admin/apis/:id': {},
    'PUT /api/admin/apis/:id': { body: { status: 'staging' } },
    'DELETE /api/admin/apis/:id': {},
    'POST /api/admin/apis/:id/health-check': {},
    'GET /api/admin/apis/:id/health': {},
    'GET /api/admin/apis/:id/endpoints': {},
    'POST /api/admin/apis/:id/endpoints': { body: API_RECORD_SAMPLES.endpoints },
    'PUT /api/admin/apis/:id/endpoints/:recordId': { body: API_RECORD_SAMPLES.endpoints },
    'DELETE /api/admin/apis/:id/endpoints/:recordId': {},
    'GET /api/admin/apis/:id/customers': {},
    'POST /api/admin/apis/:id/customers': { body: API_RECORD_SAMPLES.customers },
    'PUT /api/admin/apis/:id/customers/:recordId': { body: API_RECORD_SAMPLES.customers },
    'DELETE /api/admin/apis/:id/customers/:recordId': {},
    'GET /api/admin/apis/:id/todos': {},
    'POST /api/admin/apis/:id/todos': { body: API_RECORD_SAMPLES.todos },
    'PUT /api/admin/apis/:id/todos/:recordId': { body: API_RECORD_SAMPLES.todos },
    'DELETE /api/admin/apis/:id/todos/:recordId': {},
    'GET /api/admin/apis/:id/deployments': {},
    'POST /api/admin/apis/:id/deployments': { body: API_RECORD_SAMPLES.deployments },
    'PUT /api/admin/apis/:id/deployments/:recordId': { body: API_RECORD_SAMPLES.deployments },
    'DELETE /api/admin/apis/:id/deployments/:recordId': {},
    'GET /api/admin/apis/:id/team': {},
    'POST /api/admin/apis/:id/team': { body: API_RECORD_SAMPLES.team },
    'PUT /api/admin/apis/:id/team/:recordId': { body: API_RECORD_SAMPLES.team },
    'DELETE /api/admin/apis/:id/team/:recordId': {},
    'GET /api/admin/apis/:id/endpoints/:recordId': {},
    'GET /api/admin/apis/:id/customers/:recordId': {},
    'GET /api/admin/apis/:id/todos/:recordId': {},
    'GET /api/admin/apis/:id/deployments/:recordId': {},
    'GET /api/admin/products/recent': {},
    'GET /api/admin/products/:productId': {},
    'PUT /api/admin/products/:productId': { body: { is_active: false } },
    'DELETE /api/admin/products/:productId': {},
    'POST /api/admin/products/:productId/upload-image': { file: 'image' },
    'DELETE /api/admin/products/:productId/upload-image': {},
    'POST /api/admin/products': { body: { id: marker('matrix'), name: 'Matrix', description: 'Matrix' } },
    'POST /api/admin/products/generate-files': { body: generated },
    'GET /api/admin/products/:productId/scaffold.zip': {},
    'GET /api/admin/products/sync': {},
    'POST /api/admin/products/sync': { body: { productIds: ['matrix-not-in-code'] } },
    'PUT /api/admin/products/:productId/plans/:planId': { body: { is_active: true } },
    'GET /api/admin/idea-generation/sessions': {},
    'POST /api/admin/idea-generation/sessions': { body: { title: 'Matrix', company: 'none', ideas: [] } },
    'GET /api/admin/idea-generation/sessions/:id': {},
    'PUT /api/admin/idea-generation/sessions/:id': { body: { title: 'Matrix', company: 'none', ideas: [] } },
    'DELETE /api/admin/idea-generation/sessions/:id': {},
    'GET /api/admin/logs': {},
    'GET /api/admin/logs/stats': {},
    // A cleanup of entries older than a year touches nothing the other tests read.
    'POST /api/admin/logs/cleanup': { body: { days: 365 } },
    'GET /api/admin/inquiries': {},
    'GET /api/admin/inquiries/export': {},
    'GET /api/admin/inquiries/:id': {},
    'PUT /api/admin/inquiries/:id': { body: { status: 'contacted', notes: 'Matrix' } },
    'DELETE /api/admin/inquiries/:id': {},
    'GET /api/admin/consultancy/customers': {},
    'POST /api/admin/consultancy/customers': { body: CONSULTANCY_SAMPLES['/api/admin/consultancy/customers'] },
    'GET /api/admin/consultancy/customers/:id': {},
    'PUT /api/admin/consultancy/customers/:id': { body: { status: 'contacted' } },
    'DELETE /api/admin/consultancy/customers/:id': {},
    'GET /api/admin/consultancy/applications': {},
    'POST /api/admin/consultancy/applications': { body: CONSULTANCY_SAMPLES['/api/admin/consultancy/applications'] },
    'GET /api/admin/consultancy/applications/:id': {},
    'PUT /api/admin/consultancy/applications/:id': { body: { rating: 4 } },
    'DELETE /api/admin/consultancy/applications/:id': {},
    'GET /api/admin/consultancy/utlysninger': {},
    'POST /api/admin/consultancy/utlysninger': { body: CONSULTANCY_SAMPLES['/api/admin/consultancy/utlysninger'] },
    'GET /api/admin/consultancy/utlysninger/:id': {},
    'PUT /api/admin/consultancy/utlysninger/:id': { body: { status: 'applied' } },
    'DELETE /api/admin/consultancy/utlysninger/:id': {},
    'GET /api/admin/consultancy/cv-templates': {},
    'POST /api/admin/consultancy/cv-templates': { body: CONSULTANCY_SAMPLES['/api/admin/consultancy/cv-templates'] },
    'GET /api/admin/consultancy/cv-templates/:id': {},
    // Not isDefault: false, which the only template (the default) refuses.
    'PUT /api/admin/consultancy/cv-templates/:id': { body: { title: 'Matrix' } },
    'DELETE /api/admin/consultancy/cv-templates/:id': {},
    'GET /api/admin/consultancy/cv-templates/:id/pdf': {},
    'GET /api/admin/consultancy/adapted-cvs': {},
    'POST /api/admin/consultancy/adapted-cvs': { body: CONSULTANCY_SAMPLES['/api/admin/consultancy/adapted-cvs'] },
    'GET /api/admin/consultancy/adapted-cvs/:id': {},
    'PUT /api/admin/consultancy/adapted-cvs/:id': { body: { status: 'final' } },
    'DELETE /api/admin/consultancy/adapted-cvs/:id': {},
    'GET /api/admin/consultancy/adapted-cvs/:id/pdf': {},
    'GET /api/admin/consultancy/email-templates': {},
    'POST /api/admin/consultancy/email-templates': { body: CONSULTANCY_SAMPLES['/api/admin/consultancy/email-templates'] },
    'GET /api/admin/consultancy/email-templates/:id': {},
    'PUT /api/admin/consultancy/email-templates/:id': { body: { subject: 'Hei igjen {name}' } },
    'DELETE /api/admin/consultancy/email-templates/:id': {},
    'POST /api/admin/consultancy/send-email': { body: { recipientEmail: 'matrix@example.test', subject: 'Matrix', body: 'Matrix', customerId: 1 } },
    'GET /api/admin/consultancy/contacts': {},
    'POST /api/admin/consultancy/contacts': { body: { customerId: 1, body: 'Matrix' } },
    'DELETE /api/admin/consultancy/contacts/:id': {},
    'GET /api/admin/consultancy/export': {},
    'GET /api/admin/analytics/excluded-ips': {},
    'GET /api/admin/system-health': {},
    'GET /api/admin/dashboard-overview': {},
    'GET /api/admin/metrics': {},
    'GET /api/admin/dashboard/activity': {},
    'GET /api/admin/dashboard/analyses': {},
    'POST /api/admin/analytics/excluded-ips': { body: { address: '192.0.2.250', note: 'Matrix' } },
    'DELETE /api/admin/analytics/excluded-ips/:id': {},
    'GET /api/admin/users': {},
    'POST /api/admin/users': { body: { email: `${marker('matrix')}@example.test`, sendPasswordMail: true } },
    'GET /api/admin/users/:id': {},
    'PUT /api/admin/users/:id': { body: { accountType: 1 } },
    'DELETE /api/admin/users/:id': {},
    'POST /api/admin/users/:id/products/:productId': { body: { subscriptionStatus: 'trial', trialDays: 30 } },
    'DELETE /api/admin/users/:id/products/:productId': {},
    'GET /api/admin/users/:id/payments': {},
    'POST /api/admin/users/:id/payments': { body: { productId: 'auto', amount: 199 } },
    'GET /api/admin/users/:id/activity': {},
    'GET /api/admin/products/:productId/plans': {},
    'GET /api/admin/strategic-plan': {},
    'POST /api/admin/strategic-plan': { body: { selections: [] } },
    'GET /api/admin/strategic-plan/save': {},
    'POST /api/admin/strategic-plan/save': {
      body: {
        planData: {
          vision: 'v',
          shortTermGoals: [],
          midTermGoals: [],
          longTermGoals: [],
          competitiveAdvantages: [],
          dataMoatStrategy: { collectionSources: [], networkEffects: [] },
        },
      },
    },
    'GET /api/analytics/dashboard': {},
    'GET /api/analytics/visitors/:visitorId': {},
  };
  const sample = samples[`${method} ${path}`];
  if (!sample) throw new Error(`Add a sample request for ${method} ${path} to the access matrix.`);
  return { url, ...sample };
}

function send(method: string, url: string, headers: Record<string, string>, body?: object, file?: boolean | 'image') {
  const req = (api() as any)[method.toLowerCase()](url).set(headers);
  if (file === 'image') return req.attach('image', PNG_PIXEL, 'matrix.png');
  if (file) return req.attach('file', Buffer.from('matrix'), 'matrix.txt');
  return body ? req.send(body) : req;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** An HS256 token over `claims`, signed with `secret`. */
function signed(claims: object, secret: string): string {
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** An administrator of the test's own, signed in: their token. */
async function ownAdminToken(): Promise<{ id: number; token: string }> {
  const email = `${marker('matrix-admin')}@example.test`;
  const made = await api()
    .post('/api/admin/users')
    .set(bearer(await tokenFor(5)))
    .send({ email, password: 'Blåbær-Sti-42', accessLevel: 5 });
  const signedIn = await api().post('/api/auth/local').send({ identifier: email, password: 'Blåbær-Sti-42' });
  return { id: made.body.id, token: signedIn.body.jwt };
}

/** Credentials that open no admin route, each with the message it is refused with (401). */
async function refusedCredentials(): Promise<{ name: string; headers: Record<string, string>; message: string }[]> {
  const admin = await tokenFor(5);
  const claims = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString('utf8')) as { id: number };
  const now = Math.floor(Date.now() / 1000);
  const suspended = await ownAdminToken();
  await sql('UPDATE up_users SET account_status = ? WHERE id = ?', ['suspended', suspended.id]);
  const signedOut = await ownAdminToken();
  expect((await api().post('/api/auth/sign-out').set(bearer(signedOut.token))).status).toBe(200);
  // An administrator's data API key: it opens the public data API only.
  const key = await api()
    .post('/api/auth/api-keys')
    .set(bearer(admin))
    .send({ name: marker('matrix-key') });
  expect(key.status).toBe(201);
  const tokens = [
    { name: 'not a token', token: 'not-a-token', message: AUTH_MESSAGES.invalidToken },
    { name: 'a forged signature', token: `${admin.slice(0, -4)}abcd`, message: AUTH_MESSAGES.invalidToken },
    {
      name: 'an expired token',
      token: signed({ id: claims.id, iat: now - 8 * 86_400, exp: now - 60 }, server.jwtSecret),
      message: AUTH_MESSAGES.invalidToken,
    },
    {
      name: 'another secret',
      token: signed({ id: claims.id, iat: now, exp: now + 3600 }, 'not-the-servers-secret'),
      message: AUTH_MESSAGES.invalidToken,
    },
    {
      name: 'alg none',
      token: `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ id: claims.id, iat: now, exp: now + 3600 })}.`,
      message: AUTH_MESSAGES.invalidToken,
    },
    {
      name: 'a tampered payload',
      token: [admin.split('.')[0], base64url({ ...claims, id: claims.id + 1 }), admin.split('.')[2]].join('.'),
      message: AUTH_MESSAGES.invalidToken,
    },
    { name: 'a suspended administrator', token: suspended.token, message: AUTH_MESSAGES.accountSuspended },
    { name: 'a signed-out session', token: signedOut.token, message: AUTH_MESSAGES.sessionEnded },
  ];
  return [
    ...tokens.map(({ name, token, message }) => ({ name, headers: bearer(token), message })),
    { name: 'an administrator’s API key', headers: { [PRODUCT_API_KEY_HEADER]: key.body.key }, message: AUTH_MESSAGES.missingToken },
  ];
}

describe('every administrators-only route (/api/admin/*, /api/analytics/*) is for administrators only', () => {
  let refused: Awaited<ReturnType<typeof refusedCredentials>>;
  beforeAll(async () => {
    refused = await refusedCredentials();
  });

  it('finds the admin routes that Strapi registered, the visitor analytics outside /api/admin among them', () => {
    expect(server.adminRoutes.length).toBeGreaterThanOrEqual(15);
    expect(server.adminRoutes).toContainEqual({ method: 'GET', path: '/api/analytics/dashboard' });
  });

  for (const { method, path } of server.adminRoutes) {
    describe(`${method} ${path}`, () => {
      // A refused request changes nothing, so the refusals share one sample (making one can take a product, a user or
      // a project with its records); the administrator's request, which may delete what it names, gets its own.
      let refusalSample: ReturnType<typeof sampleRequest> | undefined;
      const sampleToRefuse = () => (refusalSample ??= sampleRequest(method, path));

      it('answers 401 with no token', async () => {
        const { url, body, file } = await sampleToRefuse();
        const res = await send(method, url, {}, body, file);
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe(AUTH_MESSAGES.missingToken);
      });

      it('answers 401 to a bad, forged, expired, unsigned or tampered token, an API key, a suspended account and an ended session', async () => {
        const { url, body, file } = await sampleToRefuse();
        for (const { name, headers, message } of refused) {
          const res = await send(method, url, headers, body, file);
          expect({ name, status: res.status, message: res.body.error?.message }).toEqual({ name, status: 401, message });
        }
      });

      it.each([1, 2, 3, 4])('answers 403 to a signed-in user at access level %i', async (level) => {
        const { url, body, file } = await sampleToRefuse();
        const res = await send(method, url, bearer(await tokenFor(level)), body, file);
        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(AUTH_MESSAGES.notAdmin);
      });

      it('answers 2xx to an administrator (level 5)', async () => {
        const { url, body, file } = await sampleRequest(method, path);
        const res = await send(method, url, bearer(await tokenFor(5)), body, file);
        expect(res.status).toBeGreaterThanOrEqual(200);
        expect(res.status).toBeLessThan(300);
      });
    });
  }
});

describe('nobody can give themselves more access', () => {
  it('sign-up ignores accessLevel: 5 in the body and yields level 1', async () => {
    const email = `${marker('signup')}@example.com`;
    const res = await api()
      .post('/api/auth/local/register')
      .send({ username: email, email, password: 'Blåbær-Sti-42', firstName: 'Eva', accessLevel: 5, accountType: 1, emailVerified: true });
    expect(res.status).toBe(200);
    const account = await activated(email, 'Blåbær-Sti-42');
    expect(account.user).toMatchObject({ accessLevel: 1, emailVerified: false, firstName: 'Eva' });
    const me = await api().get('/api/users/me').set(account.auth);
    expect([me.body.accessLevel, me.body.accountType]).toEqual([1, 0]);
    const ideas = await api().get('/api/admin/ideas').set(account.auth);
    expect(ideas.status).toBe(403);
  });

  it('sign-up refuses a password shorter than 8 characters', async () => {
    const email = `${marker('short')}@example.com`;
    const res = await api().post('/api/auth/local/register').send({ username: email, email, password: 'kort12' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(AUTH_MESSAGES.passwordTooShort);
  });

  it.each([
    ['eight spaces', '        ', AUTH_MESSAGES.passwordWeak],
    ['a digit run', '12345678', AUTH_MESSAGES.passwordWeak],
    ['a common word', 'password', AUTH_MESSAGES.passwordWeak],
    ['the account’s own e-mail', 'EMAIL', AUTH_MESSAGES.passwordPersonal],
  ])('sign-up refuses %s as a password with a clear message, and no account is made', async (_kind, password, message) => {
    const email = `${marker('weak')}@example.com`;
    const res = await api()
      .post('/api/auth/local/register')
      .send({ username: email, email, password: password === 'EMAIL' ? email : password });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    const signIn = await api()
      .post('/api/auth/local')
      .send({ identifier: email, password: password === 'EMAIL' ? email : password });
    expect(signIn.status).toBe(400);
  });

  it('a user cannot update their own record through the users routes', async () => {
    const token = await tokenFor(3);
    const me = await api().get('/api/users/me').set(bearer(token));
    const res = await api().put(`/api/users/${me.body.id}`).set(bearer(token)).send({ accessLevel: 5 });
    expect(res.status).toBe(403);
    const after = await api().get('/api/users/me').set(bearer(token));
    expect(after.body.accessLevel).toBe(3);
  });

  it("Strapi's core /api/ideas route is granted to no role", async () => {
    const res = await api()
      .get('/api/ideas')
      .set(bearer(await tokenFor(5)));
    expect(res.status).toBe(403);
  });
});

describe('access follows the account as it is now, on a token already in use', () => {
  it('a demotion answers 403 on the next call, a block 401, and a promotion opens the admin API', async () => {
    const account = await signUp('level-');
    const list = () => api().get('/api/admin/ideas?_start=0&_end=5').set(account.auth);
    expect((await list()).status).toBe(403);

    await sql('UPDATE up_users SET access_level = 5 WHERE email = ?', [account.email]);
    expect((await list()).status).toBe(200);

    await sql('UPDATE up_users SET access_level = 4 WHERE email = ?', [account.email]);
    const demoted = await list();
    expect(demoted.status).toBe(403);
    expect(demoted.body.error.message).toBe(AUTH_MESSAGES.notAdmin);

    await sql('UPDATE up_users SET access_level = 5, blocked = ? WHERE email = ?', [1, account.email]);
    const blocked = await list();
    expect(blocked.status).toBe(401);
    expect(blocked.body.error.message).toBe(AUTH_MESSAGES.blocked);
  });
});

describe('the password hash never leaves the server', () => {
  const looksLikeHash = (body: unknown) => /"password"|\$2[aby]\$/.test(JSON.stringify(body));

  it('is absent from sign-in, sign-up, the profile and the admin API', async () => {
    const email = `${marker('hash')}@example.com`;
    const registered = await api().post('/api/auth/local/register').send({ username: email, email, password: 'Blåbær-Sti-42' });
    await sql('UPDATE up_users SET confirmed = TRUE WHERE email = ?', [email]);
    const signedIn = await api().post('/api/auth/local').send({ identifier: email, password: 'Blåbær-Sti-42' });
    const me = await api().get('/api/users/me').set(bearer(signedIn.body.jwt));
    const ideas = await api()
      .get('/api/admin/ideas')
      .set(bearer(await tokenFor(5)));
    for (const res of [registered, signedIn, me, ideas]) {
      expect(res.status).toBe(200);
      expect(looksLikeHash(res.body)).toBe(false);
    }
  });
});
