import { Flex, Segmented, Typography } from 'antd';
import { SETTINGS_TEXTS } from '../../settings-labels';

/** The language the product's texts are edited in: Norwegian is the product's own, English its translation. */
export type TextLanguage = 'no' | 'en';

const OPTIONS = [
  { value: 'no', label: SETTINGS_TEXTS.norwegian },
  { value: 'en', label: SETTINGS_TEXTS.english },
] as const;

/** 'Språk: Norsk | English' above a tab's texts; one choice for every tab. */
export function LanguageSwitch({ value, onChange }: { value: TextLanguage; onChange: (language: TextLanguage) => void }) {
  return (
    <Flex vertical gap={4} style={{ marginBottom: 16 }}>
      <Flex gap={8} align="center">
        <Typography.Text>{SETTINGS_TEXTS.language}:</Typography.Text>
        <Segmented aria-label={SETTINGS_TEXTS.language} value={value} options={[...OPTIONS]} onChange={onChange} />
      </Flex>
      {value === 'en' && <Typography.Text type="secondary">{SETTINGS_TEXTS.englishHint}</Typography.Text>}
    </Flex>
  );
}
