import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isUuid, utmFromQuery, VISIT_PAGE_MAX_LENGTH, VISIT_REFERRER_MAX_LENGTH, VISIT_TITLE_MAX_LENGTH } from '@platform/shared';
import { postVisit } from '../api/visits';
import { whenTitleKnown } from './page-title';

const VISITOR_KEY = 'platform.visitor';
const SESSION_KEY = 'platform.session';

/** Do Not Track and Global Privacy Control both mean: send nothing. */
export function trackingAllowed(nav: Navigator = navigator): boolean {
  const privacy = nav as Navigator & { globalPrivacyControl?: boolean };
  return privacy.doNotTrack !== '1' && !privacy.globalPrivacyControl;
}

// randomUUID exists only in secure contexts; a LAN address over http is not one.
function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The id kept under `key`, made now (`created`) when there was none. */
function storedId(storage: () => Storage, key: string): { id: string; created: boolean } {
  try {
    const existing = storage().getItem(key);
    if (isUuid(existing)) return { id: existing, created: false };
    const id = newUuid();
    storage().setItem(key, id);
    return { id, created: true };
  } catch {
    return { id: newUuid(), created: true }; // storage blocked: count the visit without remembering the visitor
  }
}

// Module-level, not a ref: a locale switch remounts the layout, and StrictMode runs effects twice.
let lastPage: string | null = null;
/** Sends the visit still waiting for its page's title, if any, at once. */
let sendWaitingVisit: () => void = () => {};

/**
 * Posts one visit per route change, with the page's title once it is known. Only the path is sent, never the query:
 * it can hold tokens (/auth/verify-email?token=…). The one exception is the session's first page, whose UTM tags
 * (utm_source, utm_medium, utm_campaign, and nothing else of the query) say which campaign brought the visitor.
 * Within the site the referrer is the previous page.
 */
export function useVisitTracking(): void {
  const { pathname, search } = useLocation();
  // Read when the page changes, not a reason to post again.
  const currentSearch = useRef(search);
  currentSearch.current = search;

  useEffect(() => {
    if (lastPage === pathname) return;
    const referrer = lastPage === null ? document.referrer : `${window.location.origin}${lastPage}`;
    lastPage = pathname;
    // The previous page's visit goes first, with the title it has by now, so visits keep their order.
    sendWaitingVisit();
    if (!trackingAllowed()) return;
    const session = storedId(() => sessionStorage, SESSION_KEY);
    const visit = {
      visitorId: storedId(() => localStorage, VISITOR_KEY).id,
      sessionId: session.id,
      page: pathname.slice(0, VISIT_PAGE_MAX_LENGTH),
      referrer: /^https?:\/\//.test(referrer) ? referrer.slice(0, VISIT_REFERRER_MAX_LENGTH) : '',
      ...(session.created ? utmFromQuery(currentSearch.current) : {}),
    };
    sendWaitingVisit = whenTitleKnown(() => {
      postVisit({ ...visit, title: document.title.slice(0, VISIT_TITLE_MAX_LENGTH) }).catch(() => {
        // Statistics must never disturb the visitor.
      });
    });
  }, [pathname]);
}

/**
 * The ids visit tracking has stored for this visitor and session, for a form to send along (so staff can see the
 * visits behind an inquiry); none when the visitor has opted out or nothing is stored. Nothing is created here.
 */
export function storedVisitIds(): { visitor_id?: string; session_id?: string } {
  if (!trackingAllowed()) return {};
  try {
    const visitor = localStorage.getItem(VISITOR_KEY);
    const session = sessionStorage.getItem(SESSION_KEY);
    return { ...(isUuid(visitor) ? { visitor_id: visitor } : {}), ...(isUuid(session) ? { session_id: session } : {}) };
  } catch {
    return {};
  }
}

/** Tests start each case as a fresh page load. */
export function resetVisitTracking(): void {
  lastPage = null;
  sendWaitingVisit = () => {};
}
