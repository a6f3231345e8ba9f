import { api, bearer, marker, tokenFor } from './api-client';

let admin: Record<string, string>;
const ranksOf = async (tag: string) => {
  const ideas = (await api().get('/api/admin/ideas').query({ q: tag }).set(admin)).body as Array<{ id: number; rank: number; title: string }>;
  return ideas;
};

/** Every idea in the database, so that a rank range shifts only this test's ideas. */
async function clearIdeas() {
  const all = (await api().get('/api/admin/ideas').set(admin)).body as Array<{ id: number }>;
  for (const idea of all) await api().delete(`/api/admin/ideas/${idea.id}`).set(admin);
}

async function seedRanked(tag: string, n: number) {
  for (let rank = 1; rank <= n; rank += 1) {
    await api().post('/api/admin/ideas').set(admin).send({ title: `${tag} ${String(rank).padStart(2, '0')}`, rank });
  }
}

beforeAll(async () => {
  admin = bearer(await tokenFor(5));
  await clearIdeas();
});

describe('moving an idea to a new rank shifts the ideas between old and new rank by one', () => {
  it('moves up: the ideas from the new rank to the old one step down', async () => {
    const tag = marker('up');
    await seedRanked(tag, 5);
    const fourth = (await ranksOf(tag))[3];
    const res = await api().put(`/api/admin/ideas/${fourth.id}`).set(admin).send({ rank: 2 });
    expect(res.status).toBe(200);
    expect(res.body.rank).toBe(2);
    expect((await ranksOf(tag)).map((i) => `${i.rank}:${i.title.slice(-2)}`)).toEqual(['1:01', '2:04', '3:02', '4:03', '5:05']);
    await clearIdeas();
  });

  it('moves down: the ideas after the old rank up to the new one step up', async () => {
    const tag = marker('down');
    await seedRanked(tag, 5);
    const first = (await ranksOf(tag))[0];
    await api().put(`/api/admin/ideas/${first.id}`).set(admin).send({ rank: 4 });
    expect((await ranksOf(tag)).map((i) => `${i.rank}:${i.title.slice(-2)}`)).toEqual(['1:02', '2:03', '3:04', '4:01', '5:05']);
    await clearIdeas();
  });

  it('keeps ranks 1..n without duplicates or gaps when 20 clients move ideas at once', async () => {
    const tag = marker('race');
    const n = 12;
    await seedRanked(tag, n);
    const ideas = await ranksOf(tag);
    // A fixed, varied set of moves: up, down, to the ends, the same idea twice.
    const moves = Array.from({ length: 20 }, (_, i) => ({ id: ideas[(i * 7) % n].id, rank: ((i * 5) % n) + 1 }));
    const results = await Promise.all(moves.map((m) => api().put(`/api/admin/ideas/${m.id}`).set(admin).send({ rank: m.rank })));
    expect(results.map((r) => r.status)).toEqual(moves.map(() => 200));
    const ranks = (await ranksOf(tag)).map((i) => i.rank).sort((a, b) => a - b);
    expect(ranks).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    await clearIdeas();
  });
});
