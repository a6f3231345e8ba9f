import { useRef } from 'react';
import { Button, Flex, Typography, type FormInstance } from 'antd';
import { EMAIL_PLACEHOLDERS, type EmailPlaceholder } from '@platform/shared';
import { MAIL_TEXTS, PLACEHOLDER_LABELS } from './mail-labels';

const PLACEHOLDERS = Object.keys(EMAIL_PLACEHOLDERS) as EmailPlaceholder[];
export const tokenOf = (name: EmailPlaceholder) => `{${name}}`;

/** The placeholders a template may hold, each a button that inserts it. */
export function PlaceholderList({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <section aria-label={MAIL_TEXTS.placeholders}>
      <Typography.Text type="secondary">
        {MAIL_TEXTS.placeholders} — {MAIL_TEXTS.placeholdersHelp}
      </Typography.Text>
      <Flex vertical gap={2} style={{ marginTop: 4 }}>
        {PLACEHOLDERS.map((name) => (
          <Flex key={name} gap={8} align="baseline">
            <Button size="small" type="dashed" aria-label={MAIL_TEXTS.insert(tokenOf(name))} onClick={() => onInsert(tokenOf(name))}>
              <code>{tokenOf(name)}</code>
            </Button>
            <Typography.Text type="secondary">{PLACEHOLDER_LABELS[name]}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </section>
  );
}

type TextField = 'subject' | 'body';

/**
 * Puts a placeholder where the cursor was in the subject or the message (the one last in focus, else the message),
 * replacing any selection, and puts the cursor after it.
 */
export function usePlaceholderInsert(form: FormInstance) {
  const target = useRef<TextField>('body');
  const selection = useRef<Partial<Record<TextField, [number, number]>>>({});
  const remember = (field: TextField) => (event: React.SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    target.current = field;
    const { selectionStart, selectionEnd } = event.currentTarget;
    selection.current[field] = [selectionStart ?? 0, selectionEnd ?? selectionStart ?? 0];
  };
  const insert = (token: string) => {
    const field = target.current;
    const value = String(form.getFieldValue(field) ?? '');
    // A template chosen since may have shortened the text.
    const [start, end] = (selection.current[field] ?? [value.length, value.length]).map((at) => Math.min(at, value.length));
    form.setFieldValue(field, value.slice(0, start) + token + value.slice(end));
    const caret = start + token.length;
    selection.current[field] = [caret, caret];
  };
  /** Props for the subject's or the message's input: they remember the cursor as it moves. */
  const track = (field: TextField) => {
    const handler = remember(field);
    return { onFocus: handler, onSelect: handler, onKeyUp: handler, onClick: handler };
  };
  return { insert, track };
}
