import { adminRoutes } from '../../../route-access';
import { eventHandlers as events } from '../../../projects/events/event-handlers';
import { calendarFeedHandlers as feed } from '../../../projects/events/calendar-feed';

/** A project's events (series expanded into occurrences), the calendar across projects, and the feed's secret link. */
export default adminRoutes([
  { method: 'GET', path: '/admin/events', handler: events.calendar },
  { method: 'GET', path: '/admin/projects/:projectId/events', handler: events.list },
  { method: 'POST', path: '/admin/projects/:projectId/events', handler: events.create },
  { method: 'PUT', path: '/admin/projects/:projectId/events/:eventId', handler: events.update },
  { method: 'DELETE', path: '/admin/projects/:projectId/events/:eventId', handler: events.delete },
  { method: 'GET', path: '/admin/projects/:id/calendar-link', handler: feed.link },
  { method: 'POST', path: '/admin/projects/:id/calendar-link', handler: feed.rotate },
]);
