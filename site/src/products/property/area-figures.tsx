import type { ReactNode } from 'react';
import { Tag } from 'antd';
import { PROPERTY_STAT_FORMULAS, type AreaStatistics, type DemandLevel, type InventoryLevel } from '@platform/shared';
import type { Locale } from '../../i18n';
import { formatCount, formatDecimal, formatKr, formatPct, NONE } from './property-format';
import type { PropertyTexts } from './property-texts';
import { TrendText } from './trend-text';

const INVENTORY_COLORS: Record<InventoryLevel, string> = { low: 'orange', balanced: 'green', high: 'blue' };
const DEMAND_COLORS: Record<DemandLevel, string> = { low: 'default', medium: 'gold', high: 'green' };
const DEMAND_RANK: Record<DemandLevel, number> = { low: 0, medium: 1, high: 2 };

export function InventoryTag({ level, texts }: { level: InventoryLevel | null; texts: PropertyTexts }) {
  return level === null ? <>{NONE}</> : <Tag color={INVENTORY_COLORS[level]}>{texts.inventory[level]}</Tag>;
}

export function DemandTag({ level, texts }: { level: DemandLevel | null; texts: PropertyTexts }) {
  return level === null ? <>{NONE}</> : <Tag color={DEMAND_COLORS[level]}>{texts.demand[level]}</Tag>;
}

export interface AreaFigure {
  key: string;
  label: string;
  /** How it is computed, where the contract says so. */
  formula?: string;
  render: (area: AreaStatistics) => ReactNode;
  /**
   * Which of two areas is the better one: the higher or the lower value, or never (a price or a stock is neither
   * good nor bad in itself).
   */
  better?: { value: (area: AreaStatistics) => number | null; wins: 'higher' | 'lower' };
}

/** Every figure of an area, in the order the detail and the comparison show them. */
export function areaFigures(texts: PropertyTexts, locale: Locale): AreaFigure[] {
  const f = PROPERTY_STAT_FORMULAS;
  const c = texts.columns;
  const i = texts.insights;
  return [
    { key: 'pricePerSqm', label: c.pricePerSqm, formula: f.pricePerSqm[locale], render: (area) => formatKr(area.pricePerSqm) },
    {
      key: 'trendPct',
      label: c.trend,
      formula: f.trendPct[locale],
      render: (area) => <TrendText value={area.trendPct} />,
      better: { value: (area) => area.trendPct, wins: 'higher' },
    },
    { key: 'listings', label: c.listings, formula: f.listings[locale], render: (area) => formatCount(area.listings) },
    {
      key: 'daysOnMarket',
      label: c.daysOnMarket,
      formula: f.daysOnMarket[locale],
      render: (area) => formatCount(area.daysOnMarket),
      better: { value: (area) => area.daysOnMarket, wins: 'lower' },
    },
    { key: 'sold90d', label: i.sold90d, render: (area) => formatCount(area.sold90d) },
    {
      key: 'inventoryLevel',
      label: c.inventoryLevel,
      formula: f.inventoryLevel[locale],
      render: (area) => <InventoryTag level={area.inventoryLevel} texts={texts} />,
    },
    { key: 'monthsOfSupply', label: i.monthsOfSupply, render: (area) => formatDecimal(area.monthsOfSupply) },
    {
      key: 'buyerDemand',
      label: c.buyerDemand,
      formula: f.buyerDemand[locale],
      render: (area) => <DemandTag level={area.buyerDemand} texts={texts} />,
      better: { value: (area) => (area.buyerDemand === null ? null : DEMAND_RANK[area.buyerDemand]), wins: 'higher' },
    },
    { key: 'viewsPerDay', label: i.viewsPerDay, render: (area) => formatDecimal(area.viewsPerDay) },
    { key: 'rentPerSqm', label: i.rentPerSqm, render: (area) => formatKr(area.rentPerSqm) },
    {
      key: 'grossYieldPct',
      label: c.grossYieldPct,
      formula: f.grossYieldPct[locale],
      render: (area) => formatPct(area.grossYieldPct),
      better: { value: (area) => area.grossYieldPct, wins: 'higher' },
    },
  ];
}

/** Which of two areas wins a figure: 0 or 1, or null for a tie, a missing value or a figure without a better side. */
export function betterOf(figure: AreaFigure, first: AreaStatistics, second: AreaStatistics): 0 | 1 | null {
  if (!figure.better) return null;
  const a = figure.better.value(first);
  const b = figure.better.value(second);
  if (a === null || b === null || a === b) return null;
  const firstWins = figure.better.wins === 'higher' ? a > b : a < b;
  return firstWins ? 0 : 1;
}
