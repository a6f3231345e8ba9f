import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, CopyOutlined } from '@ant-design/icons';

/** How long 'Kopiert!' stays after a copy. */
export const COPIED_FEEDBACK_MS = 2000;

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard (an old browser, or denied): the text stays on screen to select by hand.
    }
  };

  return (
    <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()} aria-live="polite">
      {copied ? copiedLabel : label}
    </Button>
  );
}
