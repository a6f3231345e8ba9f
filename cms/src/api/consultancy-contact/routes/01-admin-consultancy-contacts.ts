import { adminRoutes } from '../../../route-access';
import { contactHistoryHandlers } from '../../../consultancy/mail/contact-history';
import { exportRecords } from '../../../consultancy/mail/consultancy-export';
import { sendEmail } from '../../../consultancy/mail/send-email';

/**
 * The consultancy's e-mail and contact history: sending an e-mail (recorded in the history once the mail server took
 * it), a customer's or candidate's history, notes added and deleted, and the export page's files.
 */
export default adminRoutes([
  { method: 'POST', path: '/admin/consultancy/send-email', handler: sendEmail },
  { method: 'GET', path: '/admin/consultancy/contacts', handler: contactHistoryHandlers.list },
  { method: 'POST', path: '/admin/consultancy/contacts', handler: contactHistoryHandlers.addNote },
  { method: 'DELETE', path: '/admin/consultancy/contacts/:id', handler: contactHistoryHandlers.deleteNote },
  { method: 'GET', path: '/admin/consultancy/export', handler: exportRecords },
]);
