import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { usePropertyTexts } from './property-texts';

/** A figure's name with an info icon whose tooltip says how it is computed; the icon takes focus, so keys reach it too. */
export function FormulaLabel({ label, formula }: { label: string; formula: string }) {
  const texts = usePropertyTexts();
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {label}{' '}
      <Tooltip title={formula} trigger={['hover', 'focus']}>
        <InfoCircleOutlined
          tabIndex={0}
          role="img"
          aria-label={texts.formula(label, formula)}
          style={{ color: 'rgba(0, 0, 0, 0.55)', cursor: 'help' }}
        />
      </Tooltip>
    </span>
  );
}
