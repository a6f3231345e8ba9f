import { MATRIX_QUADRANTS, layOutMatrix, matrixPosition, matrixQuadrant, type Idea } from './index';

type MatrixIdea = Pick<Idea, 'id' | 'title' | 'priority' | 'score'>;
const idea = (id: number, priority: string, score: number | null, title = `Idea ${id}`): MatrixIdea => ({
  id,
  title,
  priority: priority as Idea['priority'],
  score,
});

describe('priority matrix', () => {
  it('places x by priority: critical 0.9, high 0.7, medium 0.4, low 0.2, unknown 0.4', () => {
    const x = (priority: string) => matrixPosition(idea(1, priority, 5))?.x;
    expect([x('critical'), x('high'), x('medium'), x('low'), x('other')]).toEqual([0.9, 0.7, 0.4, 0.2, 0.4]);
  });

  it('places y by score / 10, and an unscored idea nowhere', () => {
    expect(matrixPosition(idea(1, 'low', 8))?.y).toBe(0.8);
    expect(matrixPosition(idea(1, 'low', null))).toBeNull();
    expect(matrixPosition({ priority: 'low', score: Number.NaN })).toBeNull();
  });

  it('names the quadrants Quick Wins, Major Projects, Fill Ins, Low Priority', () => {
    expect(MATRIX_QUADRANTS).toEqual({ quickWins: 'Quick Wins', majorProjects: 'Major Projects', fillIns: 'Fill Ins', lowPriority: 'Low Priority' });
  });

  it('puts high value at high priority in Quick Wins, at low priority in Major Projects, low value in Fill Ins or Low Priority', () => {
    expect(matrixQuadrant({ x: 0.5, y: 0.5 })).toBe('quickWins');
    expect(matrixQuadrant({ x: 0.49, y: 0.9 })).toBe('majorProjects');
    expect(matrixQuadrant({ x: 0.9, y: 0.49 })).toBe('fillIns');
    expect(matrixQuadrant({ x: 0.2, y: 0.1 })).toBe('lowPriority');
  });

  it('groups ideas of one priority and score point into one place, best score first, with their quadrant', () => {
    const { groups } = layOutMatrix([idea(1, 'high', 7.2, 'B'), idea(2, 'high', 7.9, 'A'), idea(3, 'high', 7.2, 'A'), idea(4, 'low', 7.5)]);
    expect(groups).toHaveLength(2);
    const high = groups.find((group) => group.priority === 'high');
    expect(high).toMatchObject({ scoreFrom: 7, scoreTo: 8, x: 0.7, y: 0.75, quadrant: 'quickWins' });
    expect(high?.ideas.map((entry) => entry.id)).toEqual([2, 3, 1]);
    expect(groups.find((group) => group.priority === 'low')?.quadrant).toBe('majorProjects');
  });

  it('keeps a group on one side of the middle line, and 10 in the top band', () => {
    const { groups } = layOutMatrix([idea(1, 'low', 4.99), idea(2, 'low', 5), idea(3, 'low', 10), idea(4, 'low', 9.1)]);
    expect(groups.map((group) => [group.scoreFrom, group.quadrant, group.ideas.length])).toEqual([
      [4, 'lowPriority', 1],
      [5, 'majorProjects', 1],
      [9, 'majorProjects', 2],
    ]);
  });

  it('lists unscored ideas apart, by title, and counts only scored ideas per quadrant', () => {
    const layout = layOutMatrix([idea(1, 'critical', null, 'Zeta'), idea(2, 'critical', 9), idea(3, 'low', null, 'Alfa'), idea(4, 'medium', 2)]);
    expect(layout.unscored.map((entry) => entry.title)).toEqual(['Alfa', 'Zeta']);
    expect(layout.counts).toEqual({ quickWins: 1, majorProjects: 0, fillIns: 0, lowPriority: 1 });
    expect(layout.groups.flatMap((group) => group.ideas.map((entry) => entry.id)).sort()).toEqual([2, 4]);
  });

  it('places every scored idea exactly once, whatever the input', () => {
    const priorities = ['critical', 'high', 'medium', 'low', 'odd'];
    for (let run = 0; run < 50; run += 1) {
      const ideas = Array.from({ length: 40 }, (_, i) => {
        const roll = (i * 7919 + run * 104729) % 1000;
        return idea(i, priorities[roll % 5], roll % 9 === 0 ? null : (roll % 101) / 10);
      });
      const layout = layOutMatrix(ideas);
      const placed = layout.groups.flatMap((group) => group.ideas);
      expect(placed.length + layout.unscored.length).toBe(ideas.length);
      expect(Object.values(layout.counts).reduce((a, b) => a + b, 0)).toBe(placed.length);
      for (const group of layout.groups) {
        for (const member of group.ideas) expect(matrixQuadrant(matrixPosition(member)!)).toBe(group.quadrant);
      }
    }
  });
});
