import { useLocale } from '../../../i18n';
import { StatisticsView } from './statistics-view';

/** Life expectancy and sick leave per county (its own chunk, with the charts). */
export default function HealthView() {
  return <StatisticsView topic="health" locale={useLocale()} />;
}
