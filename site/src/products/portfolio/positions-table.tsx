import { useState } from 'react';
import { Alert, App, Button, Flex, InputNumber, Table, Typography } from 'antd';
import type { Portfolio, PortfolioPosition } from '@platform/shared';
import { ApiError } from '../../api/http';
import { formatCount, formatKr, formatSignedKr, formatWeight, signType } from './portfolio-format';
import { useSaveTargets } from './portfolio-queries';
import { usePortfolioTexts } from './portfolio-texts';

type Drafts = Record<string, number | null>;

/** Hundredths: the server takes targets with two decimals, and 33,33 + 33,33 + 33,34 must be exactly 100. */
const hundredths = (drafts: Drafts) => Object.values(drafts).reduce<number>((sum, value) => sum + Math.round((value ?? 0) * 100), 0);

/** The positions, with each target weight editable in place; saving needs the targets to add up to 100 %. */
export function PositionsTable({ portfolio }: { portfolio: Portfolio }) {
  const texts = usePortfolioTexts();
  const { message } = App.useApp();
  const save = useSaveTargets();
  // Null while nothing is edited: the server's targets show. A failed save keeps what was typed.
  const [edited, setEdited] = useState<Drafts | null>(null);
  const stored = Object.fromEntries(portfolio.positions.map((position) => [position.ticker, position.targetWeight]));
  const drafts: Drafts = edited ?? stored;
  const sum = hundredths(drafts);
  const complete = Object.values(drafts).every((value) => value !== null);
  const valid = complete && sum === 100 * 100;

  const submit = () => {
    const targets = portfolio.positions.map((position) => ({ ticker: position.ticker, targetWeight: drafts[position.ticker] ?? 0 }));
    save.mutate(
      { targets },
      {
        onSuccess: () => {
          setEdited(null);
          void message.success(texts.targets.saved);
        },
      },
    );
  };

  const columns = [
    {
      key: 'security',
      title: texts.columns.security,
      render: (_: unknown, row: PortfolioPosition) => (
        <Flex vertical>
          <Typography.Text strong>{row.ticker}</Typography.Text>
          <Typography.Text type="secondary">{row.name}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'shares', title: texts.columns.shares, align: 'right' as const, render: (_: unknown, row: PortfolioPosition) => formatCount(row.shares) },
    { key: 'price', title: texts.columns.price, align: 'right' as const, render: (_: unknown, row: PortfolioPosition) => formatKr(row.price) },
    { key: 'value', title: texts.columns.value, align: 'right' as const, render: (_: unknown, row: PortfolioPosition) => formatKr(row.value) },
    { key: 'weight', title: texts.columns.weight, align: 'right' as const, render: (_: unknown, row: PortfolioPosition) => formatWeight(row.weight) },
    {
      key: 'target',
      title: texts.columns.targetWeight,
      align: 'right' as const,
      render: (_: unknown, row: PortfolioPosition) => (
        <InputNumber
          aria-label={texts.targets.inputLabel(row.ticker)}
          value={drafts[row.ticker]}
          min={0}
          max={100}
          step={0.5}
          precision={2}
          decimalSeparator=","
          suffix="%"
          style={{ width: 110 }}
          onChange={(value) => setEdited({ ...drafts, [row.ticker]: typeof value === 'number' ? value : null })}
        />
      ),
    },
    {
      key: 'gainLoss',
      title: texts.columns.gainLoss,
      align: 'right' as const,
      render: (_: unknown, row: PortfolioPosition) => <Typography.Text type={signType(row.gainLoss)}>{formatSignedKr(row.gainLoss)}</Typography.Text>,
    },
  ];

  const sumText = formatWeight(sum / 100);
  return (
    <section aria-label={texts.portfolio.positionsLabel}>
      <Table<PortfolioPosition>
        rowKey="ticker"
        dataSource={portfolio.positions}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: texts.portfolio.empty }}
      />
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginTop: 16 }}>
        <Flex vertical>
          <Typography.Text strong data-testid="target-sum" type={valid ? undefined : 'danger'} aria-live="polite">
            {texts.targets.sum(sumText)}
          </Typography.Text>
          <Typography.Text type="secondary">{valid ? texts.targets.cashNote : texts.targets.mustBe100}</Typography.Text>
        </Flex>
        <Flex gap={8}>
          <Button onClick={() => setEdited(null)} disabled={edited === null || save.isPending}>
            {texts.targets.reset}
          </Button>
          <Button type="primary" onClick={submit} disabled={!valid} loading={save.isPending}>
            {texts.targets.save}
          </Button>
        </Flex>
      </Flex>
      {save.isError && <SaveFailure error={save.error} />}
    </section>
  );
}

/** The server's reason (and each field's, when it listed them). */
function SaveFailure({ error }: { error: unknown }) {
  const texts = usePortfolioTexts();
  const api = error instanceof ApiError ? error : null;
  const listed = api?.fieldErrors.map((field) => field.message).filter((text) => text !== api.message) ?? [];
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="error"
      showIcon
      message={api?.message || texts.targets.saveFailed}
      description={
        listed.length > 0 ? (
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {listed.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
