import { Typography } from 'antd';
import { wordCount } from '@platform/shared';

/** "42 / ~75 words": a pitch against its guide length; past the guide it turns to a warning colour. */
export function PitchWordCount({ text, guide }: { text: string; guide: number }) {
  const words = wordCount(text);
  return (
    <Typography.Text type={words > guide ? 'warning' : 'secondary'} style={{ fontSize: 12 }}>
      {words} / ~{guide} words
    </Typography.Text>
  );
}
