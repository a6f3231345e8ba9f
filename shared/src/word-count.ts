/** Guide lengths shown beside the two elevator pitches ("about 75 and about 300 words"). */
export const PITCH_WORD_GUIDES = { elevator_pitch_30s: 75, elevator_pitch_2min: 300 } as const;
export type PitchField = keyof typeof PITCH_WORD_GUIDES;

/**
 * Counts the words of a text: runs of non-space characters that hold a letter or a digit, so a lone dash or bullet
 * between words is not counted as one.
 */
export function wordCount(text: string | null | undefined): number {
  if (!text) return 0;
  return (text.match(/\S+/gu) ?? []).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
