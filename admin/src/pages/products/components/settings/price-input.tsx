import { useEffect, useState } from 'react';
import { InputNumber } from 'antd';
import { PAYMENT_MAX_NOK } from '@platform/shared';

const grouped = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 });

/** 4990.5 as "4 990,5"; what is being typed stays as typed. */
const formatKroner = (value: number | string | undefined, info: { userTyping: boolean; input: string }) =>
  info.userTyping ? info.input : value === undefined || value === '' ? '' : grouped.format(Number(value));
/** "4 990,5" (any spaces, a decimal comma) back to 4990.5. */
const parseKroner = (text: string | undefined) => (text ?? '').replace(/\s/g, '').replace(',', '.');

interface PriceInputProps {
  value: number;
  label: string;
  onSave: (price: number) => void;
}

/** A price in NOK, Norwegian style; saved when the field is left or Enter is pressed, if it changed. */
export function PriceInput({ value, label, onSave }: PriceInputProps) {
  const [price, setPrice] = useState<number | null>(value);
  // A saved or reread price replaces what the field shows.
  useEffect(() => setPrice(value), [value]);
  const commit = () => {
    if (price === null) setPrice(value);
    else if (price !== value) onSave(price);
  };
  return (
    <InputNumber<number>
      aria-label={label}
      value={price}
      min={0}
      max={PAYMENT_MAX_NOK}
      step={1}
      formatter={formatKroner}
      parser={(text) => Number(parseKroner(text))}
      suffix="kr"
      style={{ width: 160 }}
      onChange={setPrice}
      onBlur={commit}
      onPressEnter={(event) => {
        // Enter saves this price; it must not submit the settings form.
        event.preventDefault();
        commit();
      }}
    />
  );
}
