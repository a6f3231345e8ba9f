import { Button, Flex, Typography } from 'antd';
import { ApiOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { usePropertyTexts } from './property-texts';

interface Props {
  onSearch: () => void;
  onReport: () => void;
  onApi: () => void;
}

/** What the area is, with three quick actions: the search, a report, and the data API. */
export function PropertyHero({ onSearch, onReport, onApi }: Props) {
  const texts = usePropertyTexts();
  return (
    <section style={{ maxWidth: 760 }}>
      <Typography.Title level={2}>{texts.hero.title}</Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>{texts.hero.text}</Typography.Paragraph>
      <Flex gap={12} wrap role="group" aria-label={texts.hero.actionsLabel}>
        <Button type="primary" size="large" icon={<SearchOutlined />} onClick={onSearch}>
          {texts.hero.search}
        </Button>
        <Button size="large" icon={<FileTextOutlined />} onClick={onReport}>
          {texts.hero.report}
        </Button>
        <Button size="large" icon={<ApiOutlined />} onClick={onApi}>
          {texts.hero.api}
        </Button>
      </Flex>
    </section>
  );
}
