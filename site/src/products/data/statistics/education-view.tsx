import type { Locale } from '../../../i18n';
import { StatisticsView } from './statistics-view';

/** Education per county (its own chunk, with the charts); the page hands it the locale, as the product describes. */
export default function EducationView({ locale }: { locale: Locale }) {
  return <StatisticsView topic="education" locale={locale} />;
}
