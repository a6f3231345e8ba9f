/** /projects/calendar: every project's events in a month or week calendar (being built). */
export default function ProjectCalendarPage() {
  return null;
}
