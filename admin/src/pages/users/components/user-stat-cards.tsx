import { Card, Col, Row, Statistic } from 'antd';
import { formatNok, type AdminUserStats } from '@platform/shared';
import { NONE, formatCount } from '../labels';

interface UserStatCardsProps {
  stats: AdminUserStats | undefined;
  loading: boolean;
}

/** Totals over every user, whatever the filters: the server counts them. */
export function UserStatCards({ stats, loading }: UserStatCardsProps) {
  const cards: Array<{ title: string; value: number | undefined; money?: boolean }> = [
    { title: 'Totalt antall brukere', value: stats?.totalUsers },
    { title: 'Aktive abonnementer', value: stats?.activeSubscriptions },
    { title: 'Prøveperioder', value: stats?.trials },
    { title: 'Total omsetning', value: stats?.totalRevenue, money: true },
    { title: 'Testbrukere', value: stats?.testUsers },
    { title: 'Ubekreftede e-poster', value: stats?.unverifiedEmails },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {cards.map(({ title, value, money }) => (
        <Col key={title} xs={12} md={8} xl={4}>
          <Card size="small">
            {/* No figures (the read failed): a dash, not a count of 0. */}
            <Statistic
              title={title}
              value={value ?? NONE}
              formatter={(shown) => (typeof shown === 'number' ? (money ? formatNok(shown) : formatCount(shown)) : shown)}
              loading={loading && !stats}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
