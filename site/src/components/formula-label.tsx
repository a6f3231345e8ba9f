import { Tooltip } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useLocale } from '../i18n';

const SPOKEN = {
  no: (label: string, formula: string) => `Slik beregnes ${label.toLowerCase()}: ${formula}`,
  en: (label: string, formula: string) => `How ${label.toLowerCase()} is computed: ${formula}`,
};

/** A figure's name with an info icon whose tooltip says how it is computed; the icon takes focus, so keys reach it too. */
export function FormulaLabel({ label, formula }: { label: string; formula: string }) {
  const spoken = SPOKEN[useLocale()];
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {label}{' '}
      <Tooltip title={formula} trigger={['hover', 'focus']}>
        <InfoCircleOutlined tabIndex={0} role="img" aria-label={spoken(label, formula)} style={{ color: 'rgba(0, 0, 0, 0.55)', cursor: 'help' }} />
      </Tooltip>
    </span>
  );
}
