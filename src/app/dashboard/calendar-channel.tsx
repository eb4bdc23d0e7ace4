// A calendar channel: the calendar's view, with the market's earnings calendar above the sessions of
// #earnings-calendar, loaded together when a calendar channel first opens.
import type { ComponentProps } from 'react';
import { CalendarView } from '../../features/calendar/index.ts';
import { EarningsCalendar } from '../../features/market/index.ts';

export function CalendarChannel(props: Omit<ComponentProps<typeof CalendarView>, 'earnings'>) {
  return <CalendarView {...props} earnings={<EarningsCalendar />} />;
}
