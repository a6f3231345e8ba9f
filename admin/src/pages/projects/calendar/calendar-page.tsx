import { Breadcrumb, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { EventCalendar } from './event-calendar';

/** /projects/calendar: every project's events in a month or week calendar, each project in its own colour. */
export default function ProjectCalendarPage() {
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/projects">Projects</Link> }, { title: 'Calendar' }]} />
      <Typography.Title level={3} style={{ margin: 0 }}>
        Calendar
      </Typography.Title>
      <Card size="small">
        <EventCalendar showLegend />
      </Card>
    </Flex>
  );
}
