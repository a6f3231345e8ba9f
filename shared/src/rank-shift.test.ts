import { RANK_SHIFT_WARNING, RANK_UNRANKED, isRankedRank, parseRankInput, rankPlacement, shiftedRanks } from './index';

describe('rank input', () => {
  it('accepts whole numbers 1 to 999, as a number or as digits', () => {
    expect([1, 999, 42, '7', ' 12 ', '0042'].map(parseRankInput)).toEqual([1, 999, 42, 7, 12, 42]);
  });

  it('falls back to 999 for invalid or empty input', () => {
    for (const raw of [0, 1000, 2.5, -3, '', '  ', 'ti', '1e2', '4.0', null, undefined, NaN, {}]) expect(parseRankInput(raw)).toBe(999);
  });

  it('warns that other ideas will be shifted when rank changes', () => {
    expect(RANK_SHIFT_WARNING).toBe('Changing the rank will shift other ideas to make room.');
  });
});

describe("a rank move shifts the ideas between old and new rank by one", () => {
  const ideas = [1, 2, 3, 4, 5].map((rank) => ({ id: rank * 10, rank }));

  it('moving up (4 → 2) pushes ranks 2 and 3 down by one', () => {
    expect(shiftedRanks(ideas, 40, 2)).toEqual(new Map([[20, 3], [30, 4], [40, 2]]));
  });

  it('moving down (2 → 4) pulls ranks 3 and 4 up by one', () => {
    expect(shiftedRanks(ideas, 20, 4)).toEqual(new Map([[30, 2], [40, 3], [20, 4]]));
  });

  it('changes nothing when the rank stays or the idea is unknown', () => {
    expect(shiftedRanks(ideas, 30, 3).size).toBe(0);
    expect(shiftedRanks(ideas, 99, 1).size).toBe(0);
  });

  it('leaves ideas that share the old rank where they are, as the server does', () => {
    const many = [{ id: 1, rank: 1 }, { id: 2, rank: 999 }, { id: 3, rank: 999 }];
    expect(shiftedRanks(many, 2, 1)).toEqual(new Map([[1, 2], [2, 1]]));
  });

  it('re-sorts locally to the same order the server gives', () => {
    const changes = shiftedRanks(ideas, 50, 1);
    const resorted = ideas.map((i) => ({ ...i, rank: changes.get(i.id) ?? i.rank })).sort((a, b) => a.rank - b.rank);
    expect(resorted.map((i) => i.id)).toEqual([50, 10, 20, 30, 40]);
    expect(resorted.map((i) => i.rank)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('999 means unranked: ranked ideas hold exactly 1..n and unranked ones never move', () => {
  const ideas = [
    { id: 1, rank: 1 },
    { id: 2, rank: 2 },
    { id: 3, rank: 3 },
    { id: 8, rank: 999 },
    { id: 9, rank: 999 },
  ];

  it('moving a ranked idea to 999 closes its gap and shifts no unranked idea', () => {
    expect(shiftedRanks(ideas, 1, 999)).toEqual(new Map([[2, 1], [3, 2], [1, 999]]));
  });

  it('ranking an unranked idea makes room at its rank', () => {
    expect(shiftedRanks(ideas, 8, 2)).toEqual(new Map([[2, 3], [3, 4], [8, 2]]));
  });

  it('places a rank past the end at the next free rank, and keeps 999 unranked', () => {
    expect(rankPlacement(50, 3)).toBe(4);
    expect(rankPlacement(2, 3)).toBe(2);
    expect(rankPlacement(999, 3)).toBe(RANK_UNRANKED);
    expect(rankPlacement(1, 998)).toBe(1);
    expect(rankPlacement(998, 998)).toBe(998);
  });

  it('tells ranked from unranked', () => {
    expect([1, 998, 999, 0, null, undefined].map((r) => isRankedRank(r))).toEqual([true, true, false, false, false, false]);
  });
});
