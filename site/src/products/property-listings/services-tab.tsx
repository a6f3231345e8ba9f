import type { ReactNode } from 'react';
import { Card, Col, Row, Typography } from 'antd';
import { ApiOutlined, BarChartOutlined, EditOutlined, LineChartOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { localePath, useLocale } from '../../i18n';
import { createListingPath } from '../../site-paths';
import { useListingsTexts } from './listings-texts';

interface Service {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  link: string;
  to: string;
}

/** What the platform offers a seller, each with the page where it is used. */
export function ServicesTab() {
  const texts = useListingsTexts();
  const locale = useLocale();
  const { valuation, texts: adTexts, market, api } = texts.services;
  const services: Service[] = [
    { key: 'valuation', icon: <LineChartOutlined />, ...valuation, to: createListingPath(locale) },
    { key: 'texts', icon: <EditOutlined />, ...adTexts, to: createListingPath(locale) },
    { key: 'market', icon: <BarChartOutlined />, ...market, to: localePath(locale, '/products/market-intelligence') },
    { key: 'api', icon: <ApiOutlined />, ...api, to: localePath(locale, '/products/api-platform') },
  ];
  return (
    <>
      <Typography.Paragraph>{texts.services.intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {services.map((service) => (
          <Col key={service.key} xs={24} md={12}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                <span aria-hidden style={{ marginInlineEnd: 8 }}>
                  {service.icon}
                </span>
                {service.title}
              </Typography.Title>
              <Typography.Paragraph>{service.text}</Typography.Paragraph>
              <Link to={service.to}>{service.link}</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
