// The calendar feature's public surface: the calendar channels' view (live sessions, their recordings,
// the earnings calendar).
export { CalendarView } from './components/calendar-view.tsx';
export { DeleteRecordingButton } from './components/delete-recording-button.tsx';
