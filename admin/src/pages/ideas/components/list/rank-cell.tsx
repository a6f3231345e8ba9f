import { useRef, useState } from 'react';
import { Button, Input, Tooltip } from 'antd';
import { RANK_SHIFT_WARNING, parseRankInput } from '@platform/shared';

interface RankCellProps {
  rank: number;
  title: string;
  /** Called with the parsed rank (1-999; anything invalid or empty is 999) when it differs from `rank`. */
  onSave: (rank: number) => void;
}

/** The Rank cell: a button that turns into a text box; Enter or leaving the box saves, Escape cancels. */
export function RankCell({ rank, title, onSave }: RankCellProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  // Enter closes the box, and the box closing may blur it as well: save once.
  const finished = useRef(false);

  const start = () => {
    finished.current = false;
    setText(String(rank));
    setEditing(true);
  };
  const finish = (save: boolean) => {
    if (finished.current) return;
    finished.current = true;
    setEditing(false);
    if (!save) return;
    const next = parseRankInput(text);
    if (next !== rank) onSave(next);
  };

  if (!editing) {
    return (
      <Button type="text" size="small" aria-label={`Rank ${rank} of ${title}: edit`} onClick={start} style={{ minWidth: 48 }}>
        {rank}
      </Button>
    );
  }

  return (
    <Tooltip open title={RANK_SHIFT_WARNING} placement="bottomLeft">
      <Input
        autoFocus
        size="small"
        inputMode="numeric"
        aria-label={`New rank for ${title}`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => finish(true)}
        onBlur={() => finish(true)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') finish(false);
        }}
        onFocus={(event) => event.target.select()}
        style={{ width: 64 }}
      />
    </Tooltip>
  );
}
