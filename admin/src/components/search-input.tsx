import { useEffect, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const SEARCH_DELAY_MS = 350;

interface SearchInputProps {
  /** The search the list shows now (from the URL). */
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
  maxLength?: number;
  width?: number;
}

/** A list's search box: types freely; the list asks the server once typing pauses, or at once on Enter. */
export function SearchInput({ value, onSearch, label, placeholder, maxLength, width = 280 }: SearchInputProps) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only a new pause in typing searches; a changed `value` is the echo of our own search.
  }, [debounced]);

  // The search changed from elsewhere (back, a link, filters reset): show it, but keep what is typed when it is the echo.
  useEffect(() => {
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  return (
    <Input
      aria-label={label}
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      allowClear
      maxLength={maxLength}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onPressEnter={() => {
        if (text.trim() !== value) onSearch(text.trim());
      }}
      style={{ width }}
    />
  );
}
