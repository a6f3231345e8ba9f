import { Segmented } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, switchLocalePath, useLocale, useT, type Locale } from '../i18n';

/** no/en toggle that stays on the same page (and keeps its query, e.g. ?from=). */
export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  return (
    <Segmented<Locale>
      size="small"
      aria-label={t.languageSwitcher}
      value={locale}
      options={LOCALES.map((value) => ({ value, label: value.toUpperCase() }))}
      onChange={(target) => navigate(`${switchLocalePath(pathname, target)}${search}${hash}`)}
    />
  );
}
