import { useLocale } from '../../../i18n';
import { StatisticsView } from './statistics-view';

/** Bankruptcies and new companies per county (its own chunk, with the charts). */
export default function CompaniesView() {
  return <StatisticsView topic="companies" locale={useLocale()} />;
}
