import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import nbNO from 'antd/locale/nb_NO';
import { LocaleContext, type Locale } from '../i18n';
import { SITE_THEME } from '../theme';
import { useVisitTracking } from '../visit-tracking/use-visit-tracking';
import { PageFallback } from './page-fallback';

const ANTD_LOCALES = { no: nbNO, en: enUS };

/**
 * After the page in the same Suspense boundary: its effects run once a lazily loaded page is there and has set its
 * own title, so the visit carries that title rather than the previous page's.
 */
function VisitTracker() {
  useVisitTracking();
  return null;
}

/** Everything under one locale prefix: the locale for useT(), antd's texts and <html lang>; one visit per route change. */
export function LocaleShell({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <LocaleContext.Provider value={locale}>
      <ConfigProvider locale={ANTD_LOCALES[locale]} theme={SITE_THEME}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
          <VisitTracker />
        </Suspense>
      </ConfigProvider>
    </LocaleContext.Provider>
  );
}
