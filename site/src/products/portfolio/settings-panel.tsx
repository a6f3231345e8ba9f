import { Button, Card, Flex, InputNumber, Radio, Slider, Switch, Typography } from 'antd';
import { REBALANCE_LIMITS, REBALANCE_STRATEGIES, type RebalanceSettings, type RebalanceStrategy } from '@platform/shared';
import { usePortfolioTexts } from './portfolio-texts';

interface SettingsPanelProps {
  settings: RebalanceSettings;
  onChange: (settings: RebalanceSettings) => void;
  onRun: () => void;
  running: boolean;
}

/** The planner's settings: strategy, band, turnover cap, minimum trade and tax-awareness, and 'Kjør simulering'. */
export function SettingsPanel({ settings, onChange, onRun, running }: SettingsPanelProps) {
  const texts = usePortfolioTexts().rebalance;
  const set = (change: Partial<RebalanceSettings>) => onChange({ ...settings, ...change });
  const { tolerancePct, maxTurnoverPct, minTradeSize } = REBALANCE_LIMITS;
  return (
    <Card title={texts.settings} size="small">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!running) onRun();
        }}
      >
        <Flex vertical gap={20}>
          <div role="radiogroup" aria-labelledby="rebalance-strategy">
            <Typography.Text strong id="rebalance-strategy">
              {texts.strategy}
            </Typography.Text>
            <Radio.Group
              value={settings.strategy}
              onChange={(event) => set({ strategy: event.target.value as RebalanceStrategy })}
              style={{ width: '100%' }}
            >
              <Flex vertical gap={8} style={{ marginTop: 8 }}>
                {REBALANCE_STRATEGIES.map((strategy) => (
                  <Radio key={strategy} value={strategy}>
                    <span>{texts.strategies[strategy].label}</span>
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
                      {texts.strategies[strategy].text}
                    </Typography.Text>
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </div>
          <SliderField
            id="rebalance-tolerance"
            label={texts.tolerance}
            help={texts.toleranceHelp}
            value={settings.tolerancePct}
            min={tolerancePct.min}
            max={tolerancePct.max}
            onChange={(value) => set({ tolerancePct: value })}
          />
          <SliderField
            id="rebalance-turnover"
            label={texts.maxTurnover}
            help={texts.maxTurnoverHelp}
            value={settings.maxTurnoverPct}
            min={maxTurnoverPct.min}
            max={maxTurnoverPct.max}
            onChange={(value) => set({ maxTurnoverPct: value })}
          />
          <div>
            <label htmlFor="rebalance-min-trade">
              <Typography.Text strong>{texts.minTrade}</Typography.Text>
            </label>
            <InputNumber
              id="rebalance-min-trade"
              aria-describedby="rebalance-min-trade-help"
              value={settings.minTradeSize}
              min={minTradeSize.min}
              max={minTradeSize.max}
              step={500}
              precision={0}
              suffix="kr"
              style={{ width: '100%', marginTop: 8 }}
              onChange={(value) => {
                if (typeof value === 'number') set({ minTradeSize: value });
              }}
            />
            <Typography.Text type="secondary" id="rebalance-min-trade-help" style={{ fontSize: 13 }}>
              {texts.minTradeHelp}
            </Typography.Text>
          </div>
          <div>
            <Flex justify="space-between" align="center">
              <label htmlFor="rebalance-tax-aware">
                <Typography.Text strong>{texts.taxAware}</Typography.Text>
              </label>
              <Switch id="rebalance-tax-aware" checked={settings.taxAware} onChange={(checked) => set({ taxAware: checked })} />
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {texts.taxAwareHelp}
            </Typography.Text>
          </div>
          <Button type="primary" htmlType="submit" disabled={running} loading={running} block>
            {running ? texts.running : texts.run}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}

interface SliderFieldProps {
  id: string;
  label: string;
  help: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A percent slider with its value beside the label; arrow keys move it one step. */
function SliderField({ id, label, help, value, min, max, onChange }: SliderFieldProps) {
  return (
    <div>
      <Flex justify="space-between">
        <Typography.Text strong id={id}>
          {label}
        </Typography.Text>
        <Typography.Text data-testid={`${id}-value`}>{value} %</Typography.Text>
      </Flex>
      <Slider
        min={min}
        max={max}
        value={value}
        onChange={onChange}
        marks={{ [min]: `${min} %`, [max]: `${max} %` }}
        ariaLabelledByForHandle={id}
        ariaValueTextFormatterForHandle={(current) => `${current} %`}
      />
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {help}
      </Typography.Text>
    </div>
  );
}
