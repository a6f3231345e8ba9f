import { api, bearer, marker, tokenFor } from './api-client';
import { REFUSED_BY_THE_TEST, whileDatabaseRefuses } from './database-faults';

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
    await api()
      .post('/api/admin/ideas')
      .set(admin)
      .send({ title: `${tag} ${String(rank).padStart(2, '0')}`, rank });
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

/** A small seeded generator, so that a failing sequence of writes can be replayed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('ranked ideas hold exactly 1..n after every write; 999 means unranked and never shifts', () => {
  const allIdeas = async () => (await api().get('/api/admin/ideas').set(admin)).body as Array<{ id: number; rank: number; title: string }>;

  async function expectRanksHold(after: string) {
    const ideas = await allIdeas();
    const ranked = ideas
      .map((i) => i.rank)
      .filter((r) => r !== 999)
      .sort((a, b) => a - b);
    expect({ after, ranked }).toEqual({ after, ranked: ranked.map((_, i) => i + 1) });
    expect(ideas.every((i) => i.rank === 999 || (i.rank >= 1 && i.rank <= ranked.length))).toBe(true);
    return ideas;
  }

  it('holds through random creates, imports, moves, deletes and bulk deletes', async () => {
    await clearIdeas();
    const next = seeded(20_261_123);
    const pick = <T>(values: T[]): T => values[Math.floor(next() * values.length)];
    const tag = marker('prop');
    let ideas = await expectRanksHold('start');
    for (let step = 0; step < 70; step += 1) {
      const rankedCount = ideas.filter((i) => i.rank !== 999).length;
      const someRank = () => (next() < 0.2 ? 999 : 1 + Math.floor(next() * (rankedCount + 3)));
      const op = ideas.length < 3 ? 'create' : pick(['create', 'create', 'import', 'move', 'move', 'move', 'unrank', 'delete', 'bulk']);
      if (op === 'create') {
        const rank = someRank();
        const res = await api()
          .post('/api/admin/ideas')
          .set(admin)
          .send({ title: `${tag} c${step}`, rank });
        expect(res.status).toBe(201);
        expect(res.body.rank).toBe(rank === 999 ? 999 : Math.min(rank, rankedCount + 1));
      } else if (op === 'import') {
        const items = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, k) => ({
          title: `${tag} i${step}-${k}`,
          status: 'draft',
          rank: someRank(),
        }));
        const res = await api().post('/api/admin/ideas/import').set(admin).send({ items, policy: 'new' });
        expect(res.status).toBe(200);
        expect(res.body.imported).toBe(items.length);
      } else if (op === 'move' || op === 'unrank') {
        const idea = pick(ideas);
        const rank = op === 'unrank' ? 999 : someRank();
        const res = await api().put(`/api/admin/ideas/${idea.id}`).set(admin).send({ rank });
        expect(res.status).toBe(200);
        if (rank === 999) expect(res.body.rank).toBe(999);
      } else if (op === 'delete') {
        expect(
          (
            await api()
              .delete(`/api/admin/ideas/${pick(ideas).id}`)
              .set(admin)
          ).status,
        ).toBe(200);
      } else {
        // The list's bulk delete: one call per idea, sent together.
        const chosen = [...new Set([pick(ideas), pick(ideas), pick(ideas)])];
        const answers = await Promise.all(chosen.map((i) => api().delete(`/api/admin/ideas/${i.id}`).set(admin)));
        expect(answers.map((a) => a.status)).toEqual(chosen.map(() => 200));
      }
      ideas = await expectRanksHold(`step ${step}: ${op}`);
    }
    await clearIdeas();
  });

  it('moving an idea to 999 closes its gap and leaves the unranked ideas at 999', async () => {
    await clearIdeas();
    const tag = marker('unrank');
    await seedRanked(tag, 3);
    for (const k of [1, 2])
      await api()
        .post('/api/admin/ideas')
        .set(admin)
        .send({ title: `${tag} u${k}`, rank: 999 });
    const first = (await ranksOf(tag)).find((i) => i.rank === 1)!;
    await api().put(`/api/admin/ideas/${first.id}`).set(admin).send({ rank: 999 });
    expect((await ranksOf(tag)).map((i) => `${i.rank}:${i.title.slice(-2)}`)).toEqual(['1:02', '2:03', '999:01', '999:u1', '999:u2']);
    await clearIdeas();
  });

  it('creating or importing at a taken rank makes room, and a rank past the end becomes the next one', async () => {
    await clearIdeas();
    const tag = marker('insert');
    await seedRanked(tag, 3);
    await api()
      .post('/api/admin/ideas')
      .set(admin)
      .send({ title: `${tag} n1`, rank: 2 });
    await api()
      .post('/api/admin/ideas/import')
      .set(admin)
      .send({
        items: [
          { title: `${tag} n2`, status: 'draft', rank: 1 },
          { title: `${tag} n3`, status: 'draft', rank: 40 },
        ],
        policy: 'new',
      });
    expect((await ranksOf(tag)).map((i) => `${i.rank}:${i.title.slice(-2)}`)).toEqual(['1:n2', '2:01', '3:n1', '4:02', '5:03', '6:n3']);
    await clearIdeas();
  });

  it('a move whose last step the database refuses leaves every rank as it was, and says nothing of the database', async () => {
    await clearIdeas();
    const tag = marker('refused');
    await seedRanked(tag, 5);
    const before = (await ranksOf(tag)).map((i) => `${i.rank}:${i.title.slice(-2)}`);
    const fifth = (await ranksOf(tag)).find((i) => i.rank === 5)!;
    // The ideas between shift first; the moved idea's own update, last, is refused.
    const res = await whileDatabaseRefuses({ table: 'ideas', event: 'UPDATE', when: `NEW.id = ${fifth.id} AND NEW.rank = 2` }, () =>
      api().put(`/api/admin/ideas/${fifth.id}`).set(admin).send({ rank: 2 }),
    );
    expect(res.status).toBe(500);
    expect(res.text).not.toMatch(new RegExp(`${REFUSED_BY_THE_TEST}|update|ideas|sqlite|postgres`, 'i'));
    expect((await ranksOf(tag)).map((i) => `${i.rank}:${i.title.slice(-2)}`)).toEqual(before);
    await clearIdeas();
  });
});
