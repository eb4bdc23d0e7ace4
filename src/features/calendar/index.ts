// The calendar feature's view, loaded by the dashboard when a calendar channel first opens (src/app/dashboard/channel-view.tsx).
export { CalendarView } from './components/calendar-view.tsx';
