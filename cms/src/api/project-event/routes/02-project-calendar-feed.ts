import { publicRoutes } from '../../../route-access';
import { calendarFeedHandlers as feed } from '../../../projects/events/calendar-feed';

// A project's iCalendar feed for calendar apps: no user, the secret token in the path is the key (checked by the handler).
export default publicRoutes([{ method: 'GET', path: '/project-calendar/:token/calendar.ics', handler: feed.feed }]);
