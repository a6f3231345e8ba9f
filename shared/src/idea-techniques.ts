/** The idea generation techniques of a brainstorming session. */

/** As the app holds them: camel case. */
export const TECHNIQUES = [
  'offTheChest',
  'reexpression',
  'relatedWorld',
  'regeneration',
  'revolution',
  'randomObject',
  'other',
] as const;
export type Technique = (typeof TECHNIQUES)[number];

/** As the sessions API sends them: snake case, in the same order as TECHNIQUES. */
export const SNAKE_TECHNIQUES = [
  'off_the_chest',
  'reexpression',
  'related_world',
  'regeneration',
  'revolution',
  'random_object',
  'other',
] as const;
export type SnakeTechnique = (typeof SNAKE_TECHNIQUES)[number];

export const TECHNIQUE_LABELS: Record<Technique, string> = {
  offTheChest: 'Off the chest',
  reexpression: 'Re-expression',
  relatedWorld: 'Related world',
  regeneration: 'Regeneration',
  revolution: 'Revolution',
  randomObject: 'Random object',
  other: 'Other',
};

/** One line of guidance per technique, shown beside its input and in the copied instructions. */
export const TECHNIQUE_PROMPTS: Record<Technique, string> = {
  offTheChest: 'Get the obvious ideas out first: write down everything that comes to mind, without judging any of it.',
  reexpression:
    'Rephrase the challenge: swap its key words, change the viewpoint or the user, and answer each new version.',
  relatedWorld:
    'Borrow from a related world: how do other industries, countries or nature already solve a similar problem?',
  regeneration:
    'Start from an existing idea or product and change it: combine, remove, enlarge, reverse or reuse a part.',
  revolution:
    'List the rules and assumptions everyone in the field takes for granted, then break or turn each of them upside down.',
  randomObject:
    'Pick a random object or word and force a link between its qualities and the challenge.',
  other: 'Any other idea that came up along the way, whatever its source.',
};

/** The six techniques that are ways of thinking (Tips & Guidance, copied instructions); "other" only collects. */
export const GUIDED_TECHNIQUES: readonly Technique[] = TECHNIQUES.filter((t) => t !== 'other');

export function isTechnique(value: unknown): value is Technique {
  return (TECHNIQUES as readonly unknown[]).includes(value);
}

export function isSnakeTechnique(value: unknown): value is SnakeTechnique {
  return (SNAKE_TECHNIQUES as readonly unknown[]).includes(value);
}

/** offTheChest → off_the_chest: how the technique is sent. */
export function toSnakeTechnique(technique: Technique): SnakeTechnique {
  return SNAKE_TECHNIQUES[TECHNIQUES.indexOf(technique)];
}

/**
 * off_the_chest → offTheChest: how the technique is held. A camel-case name is taken as it is (four of the seven are
 * spelled the same either way); anything else gives null, so that a stored session with a stray value is seen.
 */
export function toCamelTechnique(value: string): Technique | null {
  if (isSnakeTechnique(value)) return TECHNIQUES[SNAKE_TECHNIQUES.indexOf(value)];
  return isTechnique(value) ? value : null;
}

/**
 * A list marker at the start of a line: a bullet (-, * or •) or a number with a dot. '-' and '*' need a space after
 * them and a number's dot may not be followed by a digit, so that "-5 grader", "*viktig*" and "1.5 mill." stay whole.
 */
const LINE_MARKER = /^\s*(?:•\s*|[-*](?:\s+|$)|\d+\.(?!\d)\s*)/;

/** A comma between two digits is a Norwegian decimal comma ("1,5 mill."), not a separator. */
const SEPARATOR_COMMA = /(?<!\d),|,(?!\d)/;

/**
 * The ideas typed into a technique's input. Several lines: one idea per line, a leading bullet or number
 * removed. One line: split by commas when that gives more than one item, else the whole text is one idea. Items are
 * trimmed and empty ones dropped. Blank lines do not count as lines, so a trailing line break changes nothing.
 */
export function splitTechniqueIdeas(input: string): string[] {
  const lines = input.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '');
  if (lines.length > 1) {
    return lines.map((line) => line.replace(LINE_MARKER, '').trim()).filter((item) => item !== '');
  }
  const text = input.trim();
  const parts = text.split(SEPARATOR_COMMA);
  if (parts.length > 1) return parts.map((part) => part.trim()).filter((part) => part !== '');
  return text === '' ? [] : [text];
}
