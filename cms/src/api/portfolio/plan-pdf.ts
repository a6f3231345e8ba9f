import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, type Portfolio, type RebalancePlan, type RebalanceStrategy } from '@platform/shared';
import { REPORT_LOOK, renderPdf } from '../../pdf-render';

export const STRATEGY_LABELS: Record<RebalanceStrategy, string> = {
  tolerance_band: 'Toleransebånd',
  calendar: 'Kalender (alt tilbake til mål)',
  cost_aware: 'Kostnadsbevisst',
};

const nok2 = new Intl.NumberFormat('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nok0 = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0 });
const dec = (digits: number) => new Intl.NumberFormat('nb-NO', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const kr = (amount: number) => `${nok2.format(amount)} kr`;
const krWhole = (amount: number) => `${nok0.format(Math.round(amount))} kr`;
const pct = (value: number, digits = 2) => `${dec(digits).format(value)} %`;
const points = (value: number) => `${value > 0 ? '+' : ''}${dec(2).format(value)} pp`;

/** A table's header row; the columns from `rightFrom` on hold figures and are right-aligned. */
const header = (cells: string[], rightFrom = cells.length) =>
  cells.map((text, i) => ({ text, bold: true, fillColor: '#eeeeee', alignment: i >= rightFrom ? ('right' as const) : ('left' as const) }));
const right = (text: string) => ({ text, alignment: 'right' as const });

function trades(plan: RebalancePlan): Content[] {
  if (plan.trades.length === 0) return [{ text: 'Planen har ingen handler: porteføljen ligger innenfor innstillingene.', style: 'note' }];
  const rows = plan.trades.map((t) => [
    t.ticker,
    t.name,
    t.action === 'buy' ? 'Kjøp' : 'Salg',
    right(nok0.format(t.currentShares)),
    right(nok0.format(t.targetShares)),
    right(nok0.format(t.tradeShares)),
    right(pct(t.currentWeight)),
    right(pct(t.targetWeight)),
    right(kr(t.price)),
    right(kr(t.tradeValue)),
    right(kr(t.estimatedCost)),
  ]);
  const content: Content[] = [
    {
      table: {
        headerRows: 1,
        widths: [40, '*', 32, 52, 52, 48, 50, 50, 60, 74, 52],
        body: [
          header(['Ticker', 'Navn', 'Handel', 'Aksjer nå', 'Aksjer etter', 'Antall', 'Vekt nå', 'Målvekt', 'Kurs', 'Handelsverdi', 'Kostnad'], 3),
          ...rows,
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ];
  const lots = plan.trades.flatMap((t) =>
    (t.lots ?? []).map((lot) => [t.ticker, right(`#${lot.lotId}`), right(nok0.format(lot.shares)), right(kr(lot.realisedGain))]),
  );
  if (lots.length > 0) {
    content.push(
      { text: 'Skatteparti som selges', style: 'subheading' },
      {
        table: { headerRows: 1, widths: [50, 50, 60, 90], body: [header(['Ticker', 'Parti', 'Aksjer', 'Realisert gevinst'], 1), ...lots] },
        layout: 'lightHorizontalLines',
        fontSize: 8,
      },
    );
  }
  return content;
}

function summary(plan: RebalancePlan, formula: string): Content[] {
  const row = (label: string, before: string, after: string) => [label, right(before), right(after)];
  return [
    {
      table: {
        headerRows: 1,
        widths: ['*', 110, 110],
        body: [
          header(['', 'Før', 'Etter'], 1),
          row('Største avvik fra mål', points(plan.maxDeviationBefore), points(plan.maxDeviationAfter)),
          row('Antall posisjoner', String(plan.positionsBefore), String(plan.positionsAfter)),
          row('Porteføljescore', dec(1).format(plan.scoreBefore), dec(1).format(plan.scoreAfter)),
          row('Kontanter', kr(plan.cashBefore), kr(plan.cashAfter)),
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 8, 0, 0],
      table: {
        widths: ['*', 110],
        body: [
          ['Omsetning', right(pct(plan.turnoverPct, 1))],
          ['Antall handler', right(String(plan.trades.length))],
          ['Samlet handelskostnad', right(kr(plan.totalCost))],
          ['Realisert gevinst/tap', right(kr(plan.realisedGain))],
        ],
      },
      layout: 'noBorders',
    },
    { text: `Porteføljescore: ${formula}`, style: 'note', margin: [0, 6, 0, 0] },
  ];
}

function weights(plan: RebalancePlan): Content {
  return {
    table: {
      headerRows: 1,
      widths: [50, '*', 70, 70, 70],
      body: [
        header(['Ticker', 'Navn', 'Målvekt', 'Vekt før', 'Vekt etter'], 2),
        ...plan.weights.map((w) => [w.ticker, w.name, right(pct(w.targetWeight)), right(pct(w.before)), right(pct(w.after))]),
      ],
    },
    layout: 'lightHorizontalLines',
    fontSize: 9,
  };
}

export interface PlanPdfData {
  plan: RebalancePlan;
  portfolio: Portfolio;
  formula: string;
  at: Date;
}

/**
 * The rebalance plan as an A4 PDF (landscape, for the trades' eleven columns): the settings, the summary, every trade
 * with all its fields, the weights before and after, the notes, and 'Side x av y' under each page.
 */
export function planPdf({ plan, portfolio, formula, at }: PlanPdfData): Promise<Buffer> {
  const { settings } = plan;
  const title = 'Rebalanseringsplan';
  const definition: TDocumentDefinitions = {
    info: { title: `${title} ${formatDate(at)}`, creator: 'Plattformen' },
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [40, 40, 40, 50],
    ...REPORT_LOOK,
    content: [
      { text: `${title} – Min Portefølje`, style: 'title' },
      { text: `Dato: ${formatDate(at)}`, style: 'meta' },
      {
        text: `Kurser per ${formatDate(portfolio.pricesAsOf)} (lagrede eksempelkurser, ikke sanntid). Porteføljens verdi: ${krWhole(portfolio.totalValue)}.`,
        style: 'meta',
      },
      { text: 'Ingen megler er tilkoblet: en gjennomført plan registreres som utførte ordre til de lagrede kursene.', style: 'meta' },
      { text: 'Innstillinger', style: 'heading' },
      {
        table: {
          widths: [160, '*'],
          body: [
            ['Strategi', STRATEGY_LABELS[settings.strategy]],
            ['Toleransebånd', pct(settings.tolerancePct, 0)],
            ['Maks omsetning', pct(settings.maxTurnoverPct, 0)],
            ['Minste handel', krWhole(settings.minTradeSize)],
            ['Skattehensyn', settings.taxAware ? 'På' : 'Av'],
          ],
        },
        layout: 'noBorders',
      },
      { text: 'Sammendrag', style: 'heading' },
      ...summary(plan, formula),
      { text: 'Foreslåtte handler', style: 'heading' },
      ...trades(plan),
      { text: 'Vekter før og etter', style: 'heading' },
      weights(plan),
      { text: 'Merknader', style: 'heading' },
      plan.notes.length > 0 ? { ul: plan.notes, style: 'note' } : { text: 'Ingen merknader.', style: 'note' },
    ],
    footer: (page, pages) => ({ text: `Side ${page} av ${pages}`, alignment: 'center', fontSize: 8, color: '#595959', margin: [0, 20, 0, 0] }),
  };
  return renderPdf(definition);
}
