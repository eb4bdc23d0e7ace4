import { Outlet, ScrollRestoration } from 'react-router';

// Every route renders inside this: the page, and scroll position reset on navigation.
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
