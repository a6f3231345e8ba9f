import { Button, Table, type TableColumnsType } from 'antd';
import { PROPERTY_STAT_FORMULAS, type AreaStatistics } from '@platform/shared';
import { useLocale } from '../../i18n';
import { DemandTag, InventoryTag } from './area-figures';
import { FormulaLabel } from '../../components/formula-label';
import { formatCount, formatKr, formatPct } from './property-format';
import { usePropertyTexts } from './property-texts';
import { TrendText } from './trend-text';

type AreaRow = AreaStatistics & { children?: AreaRow[] };

/** The cities, each with its districts under it (in the order the server lists them). */
export function groupAreas(areas: AreaStatistics[]): AreaRow[] {
  return areas
    .filter((area) => area.parentId === null)
    .map((city) => {
      const districts = areas.filter((area) => area.parentId === city.id);
      return districts.length ? { ...city, children: districts } : city;
    });
}

/** Every area with every figure; an area's name opens its detail. */
export function AreasTable({ areas, selected, onOpen }: { areas: AreaStatistics[]; selected: string | null; onOpen: (id: string) => void }) {
  const texts = usePropertyTexts();
  const locale = useLocale();
  const c = texts.columns;
  const f = PROPERTY_STAT_FORMULAS;
  const rows = groupAreas(areas);
  const columns: TableColumnsType<AreaRow> = [
    {
      key: 'area',
      title: c.area,
      render: (_, area) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', fontWeight: area.id === selected ? 600 : undefined }}
          aria-label={texts.insights.open(area.label)}
          aria-pressed={area.id === selected}
          onClick={() => onOpen(area.id)}
        >
          {area.name}
        </Button>
      ),
    },
    {
      key: 'price',
      title: <FormulaLabel label={c.pricePerSqm} formula={f.pricePerSqm[locale]} />,
      align: 'right',
      render: (_, a) => formatKr(a.pricePerSqm),
    },
    {
      key: 'trend',
      title: <FormulaLabel label={c.trend} formula={f.trendPct[locale]} />,
      align: 'right',
      render: (_, a) => <TrendText value={a.trendPct} />,
    },
    {
      key: 'listings',
      title: <FormulaLabel label={c.listings} formula={f.listings[locale]} />,
      align: 'right',
      render: (_, a) => formatCount(a.listings),
    },
    {
      key: 'days',
      title: <FormulaLabel label={c.daysOnMarket} formula={f.daysOnMarket[locale]} />,
      align: 'right',
      render: (_, a) => formatCount(a.daysOnMarket),
    },
    {
      key: 'inventory',
      title: <FormulaLabel label={c.inventoryLevel} formula={f.inventoryLevel[locale]} />,
      render: (_, a) => <InventoryTag level={a.inventoryLevel} texts={texts} />,
    },
    {
      key: 'demand',
      title: <FormulaLabel label={c.buyerDemand} formula={f.buyerDemand[locale]} />,
      render: (_, a) => <DemandTag level={a.buyerDemand} texts={texts} />,
    },
    {
      key: 'yield',
      title: <FormulaLabel label={c.grossYieldPct} formula={f.grossYieldPct[locale]} />,
      align: 'right',
      render: (_, a) => formatPct(a.grossYieldPct),
    },
  ];
  return (
    // The section scrolls sideways on narrow screens (focusable, so the keyboard can scroll it). Not the table's own
    // scroll: that copies the headers, with their focusable formula icons, into a hidden measuring row.
    <section aria-label={texts.insights.tableLabel} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table<AreaRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        rowClassName={(area) => (area.id === selected ? 'ant-table-row-selected' : '')}
        data-testid="areas-table"
      />
    </section>
  );
}
