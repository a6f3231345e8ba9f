import {
  CONSULTANCY_MESSAGES,
  CV_LIMITS,
  CV_MESSAGES,
  RECORD_MESSAGES,
  type AdaptedCv,
  type AdaptedCvSummary,
  type CvTemplate,
  type CvTemplateSummary,
  type CvWorkExperience,
} from '@platform/shared';
import { api, bearer, marker, tokenFor, expectAdminOnly } from './api-client';
import { binary, pdfText } from './market-fixtures';

let admin: Record<string, string>;
const TEMPLATES = '/api/admin/consultancy/cv-templates';
const ADAPTED = '/api/admin/consultancy/adapted-cvs';

const job = (company: string, position: string, extra: Partial<CvWorkExperience> = {}): Partial<CvWorkExperience> => ({
  company,
  position,
  startDate: '2019-03',
  endDate: '2022-08',
  description: 'Ledet utviklingen av en tjeneste for kunder i hele Norge.',
  achievements: ['Halverte svartiden', 'Innførte kontinuerlig leveranse'],
  ...extra,
});

const templateBody = (body: object = {}) => ({
  name: marker('Standard'),
  fullName: 'Åsmund Bjørnstad',
  title: 'Seniorkonsulent, skyarkitektur',
  email: 'asmund@example.no',
  phone: '+47 912 34 567',
  location: 'Tromsø',
  workExperience: [job('Nordlys Ærlig Data AS', 'Løsningsarkitekt'), job('Fjellsikt Økonomi AS', 'Utvikler', { endDate: null })],
  ...body,
});

async function created<T>(path: string, body: object): Promise<T> {
  const res = await api().post(path).set(admin).send(body);
  expect([res.status, res.body.error?.message]).toEqual([201, undefined]);
  return res.body;
}
const newTemplate = (body: object = {}) => created<CvTemplate>(TEMPLATES, templateBody(body));
const refusal = async (method: 'post' | 'put', path: string, body: object) => {
  const res = await api()[method](path).set(admin).send(body);
  expect(res.status).toBe(400);
  return res.body.error.message as string;
};
const templateList = async (): Promise<CvTemplateSummary[]> => (await api().get(TEMPLATES).set(admin)).body.templates;
const defaults = async () => (await templateList()).filter((template) => template.isDefault).map((template) => template.id);
const pdfOf = async (path: string) => {
  const res = await api().get(path).set(admin).buffer(true).parse(binary);
  expect(res.status).toBe(200);
  return res;
};

beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  // The defaults' rules are about the first template made: start from none.
  for (const template of await templateList()) await api().delete(`${TEMPLATES}/${template.id}`).set(admin);
});

describe('the CV calls are for administrators only', () => {
  it.each([TEMPLATES, ADAPTED])('%s answers 401 without a token and 403 below level 5, on every route', async (path) => {
    const calls = [
      () => api().get(path),
      () => api().post(path).send({}),
      () => api().get(`${path}/1`),
      () => api().put(`${path}/1`).send({}),
      () => api().delete(`${path}/1`),
      () => api().get(`${path}/1/pdf`),
    ];
    await expectAdminOnly(calls);
  });
});

describe('exactly one CV template is the default', () => {
  it('refuses to adapt a CV while there is no template at all', async () => {
    expect(await refusal('post', ADAPTED, { name: 'Til Statens vegvesen' })).toBe(CV_MESSAGES.noTemplate);
  });

  it('makes the first template the default whatever it says, and later ones only when ticked', async () => {
    const first = await newTemplate({ isDefault: false });
    expect(first.isDefault).toBe(true);
    const second = await newTemplate({ isDefault: false });
    expect(second.isDefault).toBe(false);
    const list = await templateList();
    expect(list[0]).toEqual({
      id: first.id,
      name: first.name,
      fullName: 'Åsmund Bjørnstad',
      title: 'Seniorkonsulent, skyarkitektur',
      isDefault: true,
      updatedAt: first.updatedAt,
    });
    expect(await defaults()).toEqual([first.id]);
  });

  it('moves the default when another is ticked, and refuses to untick the default', async () => {
    const [current] = await defaults();
    const other = await newTemplate();
    const ticked = await api().put(`${TEMPLATES}/${other.id}`).set(admin).send({ isDefault: true });
    expect([ticked.status, ticked.body.isDefault]).toEqual([200, true]);
    expect(await defaults()).toEqual([other.id]);
    expect((await api().get(`${TEMPLATES}/${current}`).set(admin)).body.isDefault).toBe(false);
    expect(await refusal('put', `${TEMPLATES}/${other.id}`, { isDefault: false })).toBe(CV_MESSAGES.keepOneDefault);
    expect(await defaults()).toEqual([other.id]);
  });

  it('hands the default to the most recently updated template when the default is deleted', async () => {
    const doomed = await newTemplate({ isDefault: true });
    const touched = await newTemplate();
    await newTemplate();
    expect((await api().put(`${TEMPLATES}/${touched.id}`).set(admin).send({ title: 'Teknisk leder' })).status).toBe(200);
    expect((await api().delete(`${TEMPLATES}/${doomed.id}`).set(admin)).body).toEqual({ ok: true });
    expect(await defaults()).toEqual([touched.id]);
    expect((await api().get(`${TEMPLATES}/${doomed.id}`).set(admin)).status).toBe(404);
  });

  it('keeps exactly one default when several requests make different templates the default at once', async () => {
    const contenders = await Promise.all([newTemplate(), newTemplate(), newTemplate(), newTemplate()]);
    const answers = await Promise.all(contenders.map((template) => api().put(`${TEMPLATES}/${template.id}`).set(admin).send({ isDefault: true })));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const winners = await defaults();
    expect(winners).toHaveLength(1);
    expect(contenders.map((template) => template.id)).toContain(winners[0]);
  });
});

describe('a CV template', () => {
  it('is answered whole, with every list and the texts not given empty', async () => {
    const template = await newTemplate({ technicalSkills: [' Kotlin ', 'Terraform'], languages: [{ language: 'Norsk', level: 'native' }] });
    expect(template).toMatchObject({
      fullName: 'Åsmund Bjørnstad',
      linkedinUrl: '',
      summary: '',
      technicalSkills: ['Kotlin', 'Terraform'],
      languages: [{ language: 'Norsk', level: 'native' }],
      certifications: [],
      volunteering: [],
    });
    expect(template.workExperience[1]).toEqual({ ...job('Fjellsikt Økonomi AS', 'Utvikler', { endDate: null }) });
    expect((await api().get(`${TEMPLATES}/${template.id}`).set(admin)).body).toEqual(template);
  });

  it("refuses list entries with a message naming the list and the entry's place", async () => {
    const withJobs = (...jobs: object[]) => templateBody({ workExperience: jobs });
    expect(await refusal('post', TEMPLATES, withJobs(job('Fjord AS', 'Utvikler'), { position: 'Rådgiver' }))).toContain(
      'Work experience 2: Company is required.',
    );
    expect(await refusal('post', TEMPLATES, withJobs(job('Fjord AS', 'Utvikler', { startDate: '2020-13' })))).toContain(
      `Work experience 1: ${CV_MESSAGES.badMonth('Start')}`,
    );
    expect(await refusal('post', TEMPLATES, withJobs(job('Fjord AS', 'Utvikler', { startDate: '2021-05', endDate: '2020-01' })))).toContain(
      CV_MESSAGES.endBeforeStart('Work experience 1'),
    );
    const languages = Array.from({ length: CV_LIMITS.items + 1 }, () => ({ language: 'Norsk', level: 'native' }));
    expect(await refusal('post', TEMPLATES, templateBody({ languages }))).toContain(CV_MESSAGES.badList('Languages'));
    expect(await refusal('post', TEMPLATES, templateBody({ linkedinUrl: 'javascript:alert(1)' }))).toContain(CV_MESSAGES.badUrl('LinkedIn'));
    const project = { name: 'Billettsystem', url: 'ftp://example.no/fil' };
    expect(await refusal('post', TEMPLATES, templateBody({ projects: [project] }))).toContain(`Projects 1: ${CV_MESSAGES.badUrl('Link')}`);
    expect(await refusal('post', TEMPLATES, templateBody({ fullName: ' ' }))).toContain(RECORD_MESSAGES.required('Full name'));
  });

  it('is printed as a PDF inline under its own name', async () => {
    const template = await newTemplate({ name: 'Skymal' });
    const res = await pdfOf(`${TEMPLATES}/${template.id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`inline; filename="CV Asmund Bjornstad - Skymal.pdf"`);
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('CV Åsmund Bjørnstad – Skymal.pdf')}`);
    expect(await pdfText(res.body)).toContain('Åsmund Bjørnstad');
    expect((await api().get(`${TEMPLATES}/999999/pdf`).set(admin)).status).toBe(404);
  });
});

describe('adapted CVs', () => {
  let template: CvTemplate;
  beforeAll(async () => {
    template = await newTemplate({ summary: 'Skyarkitekt med tolv års erfaring.' });
  });

  it('copy the template, and keep their copy when the template changes later', async () => {
    const cv = await created<AdaptedCv>(ADAPTED, { name: 'Til Equinor', templateId: template.id });
    const { id, name, isDefault, createdAt, updatedAt, ...content } = template;
    expect(cv).toMatchObject({ templateId: template.id, customerId: null, proposalId: null, status: 'draft', adaptationNotes: '', content });
    await api().put(`${TEMPLATES}/${template.id}`).set(admin).send({ title: 'Daglig leder', workExperience: [] });
    expect((await api().get(`${ADAPTED}/${cv.id}`).set(admin)).body.content).toEqual(content);
  });

  it('copy the default template when none is named', async () => {
    const [defaultId] = await defaults();
    const cv = await created<AdaptedCv>(ADAPTED, { name: 'Til Posten' });
    expect(cv.templateId).toBe(defaultId);
    expect(cv.content.fullName).toBe('Åsmund Bjørnstad');
  });

  it('refuse an unknown customer, candidate or template', async () => {
    expect(await refusal('post', ADAPTED, { name: 'Til Hydro', templateId: template.id, customerId: 999999 })).toBe(
      CONSULTANCY_MESSAGES.customerNotFound,
    );
    expect(await refusal('post', ADAPTED, { name: 'Til Hydro', templateId: template.id, proposalId: 999999 })).toBe(
      CONSULTANCY_MESSAGES.candidateNotFound,
    );
    expect(await refusal('post', ADAPTED, { name: 'Til Hydro', templateId: 999999 })).toBe(CV_MESSAGES.templateNotFound);
  });

  it('are listed newest first with the names of their customer and candidate, filtered and searched', async () => {
    const customer = (
      await api()
        .post('/api/admin/consultancy/customers')
        .set(admin)
        .send({ companyName: marker('Bølgekraft AS') })
    ).body;
    const candidate = (
      await api().post('/api/admin/consultancy/applications').set(admin).send({ applicantName: 'Kåre Ødegård', email: 'kare@example.no' })
    ).body;
    const name = marker('Til Bølgekraft');
    const older = await created<AdaptedCv>(ADAPTED, {
      name: `${name} A`,
      templateId: template.id,
      customerId: customer.id,
      proposalId: candidate.id,
    });
    const newer = await created<AdaptedCv>(ADAPTED, { name: `${name} B`, templateId: template.id, customerId: customer.id, status: 'final' });
    const list = (await api().get(ADAPTED).set(admin).query({ customerId: customer.id })).body.cvs as AdaptedCvSummary[];
    expect(list.map((cv) => cv.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toEqual({
      id: older.id,
      name: `${name} A`,
      adaptationNotes: '',
      customerId: customer.id,
      customerName: customer.companyName,
      proposalId: candidate.id,
      candidateName: 'Kåre Ødegård',
      templateId: template.id,
      status: 'draft',
      fullName: 'Åsmund Bjørnstad',
      createdAt: older.createdAt,
      updatedAt: older.updatedAt,
    });
    expect((await api().get(ADAPTED).set(admin).query({ q: name, status: 'final' })).body.cvs.map((cv: AdaptedCvSummary) => cv.id)).toEqual([
      newer.id,
    ]);
    const page = await api().get(ADAPTED).set(admin).query({ proposalId: candidate.id, _start: 0, _end: 10 });
    expect([page.headers['x-total-count'], page.body.map((cv: AdaptedCvSummary) => cv.id)]).toEqual(['1', [older.id]]);
  });

  it('are updated with their content replaced whole, and deleted', async () => {
    const cv = await created<AdaptedCv>(ADAPTED, { name: 'Til NAV', templateId: template.id });
    const content = { ...cv.content, title: 'Dataplattformarkitekt', workExperience: [job('Havbruk Ålesund AS', 'Arkitekt')] };
    const res = await api().put(`${ADAPTED}/${cv.id}`).set(admin).send({ status: 'sent', adaptationNotes: 'Vekt på data', content });
    expect([res.status, res.body.status, res.body.adaptationNotes, res.body.content]).toEqual([200, 'sent', 'Vekt på data', content]);
    expect(await refusal('put', `${ADAPTED}/${cv.id}`, { content: { ...content, workExperience: [{ position: 'x' }] } })).toContain(
      'Work experience 1: Company is required.',
    );
    expect((await api().delete(`${ADAPTED}/${cv.id}`).set(admin)).body).toEqual({ ok: true });
    expect((await api().get(`${ADAPTED}/${cv.id}`).set(admin)).status).toBe(404);
    expect((await api().get(`${ADAPTED}/${cv.id}/pdf`).set(admin)).status).toBe(404);
  });
});

describe('the PDF of an adapted CV', () => {
  it('holds the name, the title and every job with æøå intact', async () => {
    const template = await newTemplate({
      workExperience: [job('Vår Ærlige Bank ASA', 'Seniorrådgiver'), job('Øst-Ørsta Kraft AS', 'Prosjektleder')],
    });
    const cv = await created<AdaptedCv>(ADAPTED, { name: 'Til Sjøfartsdirektoratet', templateId: template.id });
    const res = await pdfOf(`${ADAPTED}/${cv.id}/pdf`);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="CV Asmund Bjornstad - Til Sjofartsdirektoratet\.pdf"; filename\*=UTF-8''/);
    const text = await pdfText(res.body);
    for (const expected of ['Åsmund Bjørnstad', 'Seniorkonsulent, skyarkitektur', 'Arbeidserfaring', 'Side 1 av 1']) expect(text).toContain(expected);
    for (const { company, position } of cv.content.workExperience) {
      expect(text).toContain(company);
      expect(text).toContain(position);
    }
  });

  it('never splits a job across pages, and keeps a heading with its first entry', async () => {
    const jobs = Array.from({ length: 14 }, (_, i) =>
      job(`Firma ${i} Ærøy AS`, `Rolle ${i}`, {
        description: 'Ansvar for arkitektur, drift og opplæring av team i flere land. '.repeat(4),
        achievements: [...Array.from({ length: 6 }, (_, j) => `Resultat ${j} for oppdrag ${i}`), `Siste resultat ${i}`],
      }),
    );
    const template = await newTemplate({ workExperience: jobs, projects: [{ name: 'Første prosjekt Åsen', technologies: ['Go', 'Kafka'] }] });
    const res = await pdfOf(`${TEMPLATES}/${template.id}/pdf`);
    const pages = (await pdfText(res.body)).split(/-+Page \(\d+\) Break-+/);
    expect(pages.length).toBeGreaterThan(2);
    const pageOf = (text: string) => pages.findIndex((page) => page.includes(text));
    for (let i = 0; i < jobs.length; i++) {
      expect(pageOf(`Firma ${i} Ærøy AS`)).toBeGreaterThanOrEqual(0);
      expect([i, pageOf(`Siste resultat ${i}`)]).toEqual([i, pageOf(`Firma ${i} Ærøy AS`)]);
    }
    expect(pageOf('Prosjekter')).toBe(pageOf('Første prosjekt Åsen'));
    expect(pages[pages.length - 2]).toContain(`Side ${pages.length - 1} av ${pages.length - 1}`);
  });
});
