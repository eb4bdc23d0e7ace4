// The calendar channels' view (live sessions, their recordings, the earnings calendar), loaded on first use.
export const loadCalendarView = () => import('./components/calendar-view.tsx');
