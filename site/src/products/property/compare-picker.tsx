import { useId, useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { PROPERTY_AREAS, propertyAreaLabel } from '@platform/shared';
import { usePropertyTexts } from './property-texts';

/** A second area to compare with; 'Sammenlign' stays disabled until one is chosen. */
export function ComparePicker({ areaId, onCompare }: { areaId: string; onCompare: (id: string) => void }) {
  const texts = usePropertyTexts();
  const [choice, setChoice] = useState<string | null>(null);
  const labelId = useId();
  const options = PROPERTY_AREAS.filter((area) => area.id !== areaId).map((area) => ({ value: area.id, label: propertyAreaLabel(area) }));
  return (
    <Flex gap={8} align="center" wrap>
      <label htmlFor={labelId}>{texts.insights.compareWith}</label>
      <Select
        id={labelId}
        placeholder={texts.insights.comparePlaceholder}
        options={options}
        value={choice}
        onChange={setChoice}
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 220 }}
      />
      <Button type="primary" disabled={choice === null} onClick={() => choice && onCompare(choice)}>
        {texts.insights.compare}
      </Button>
    </Flex>
  );
}
