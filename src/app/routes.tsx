// Every route of the app, in one place. Every page is lazy-loaded, so `/` ships neither
// the dashboard nor the training screens. The browser (router.tsx) and the build-time pre-renderer
// (src/entry-server.tsx) both route with this table.
import { Navigate, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { SignedInOnly, SignedOutOnly } from './route-guards.tsx';

// Every route module (all in src/app/routes/, named *-route.tsx), loaded on demand. Keyed by path from the project root, which is also how the
// build manifest names them, so the pre-renderer can link a page's code and CSS (see `handle`).
const pageModules = import.meta.glob<{ default: ComponentType }>('/src/app/routes/*-route.tsx');

export interface PageHandle {
  /** The page's module, e.g. `/src/app/routes/landing-route.tsx`. */
  module: string;
}

// A lazily loaded page: React Router's `lazy` wants `{ Component }`; our pages are default exports.
function page(module: string): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[module];
  if (!load) throw new Error(`No page module ${module}`);
  return { lazy: async () => ({ Component: (await load()).default }), handle: { module } satisfies PageHandle };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/', ...page('/src/app/routes/landing-route.tsx') },
          { path: '/login', ...page('/src/app/routes/login-route.tsx') },
          { path: '/signup', ...page('/src/app/routes/signup-route.tsx') },
          { path: '/forgot-password', ...page('/src/app/routes/forgot-password-route.tsx') },
        ],
      },
      {
        // Pages that read data: one query cache around them, loaded with them (never with `/`).
        ...page('/src/app/routes/data-layout-route.tsx'),
        children: [
          {
            element: <SignedInOnly />,
            children: [
              // One route for both, so switching channels does not remount the dashboard.
              // A tutorials channel's lesson (/dashboard/basics/lessons/12) is a child with no element
              // of its own: the dashboard reads :lessonId and stays mounted from lesson to lesson.
              { path: '/dashboard/:channelId?', ...page('/src/app/routes/dashboard-route.tsx'), children: [{ path: 'lessons/:lessonId' }] },
              { path: '/certificate', ...page('/src/app/routes/certificate-route.tsx') },
              // The final exam: the way to the certificate.
              { path: '/final-exam', ...page('/src/app/routes/final-exam-route.tsx') },
              { path: '/account', ...page('/src/app/routes/account-route.tsx') },
              // A session's live room: the host's chart mirrored, chat, Q&A, raised hands.
              { path: '/live/:sessionId', ...page('/src/app/routes/live-route.tsx') },
              { path: '/members', ...page('/src/app/routes/members-route.tsx') },
              { path: '/members/:memberId', ...page('/src/app/routes/member-route.tsx') },
              { path: '/messages/:conversationId?', ...page('/src/app/routes/messages-route.tsx') },
              { path: '/checkout', ...page('/src/app/routes/checkout-route.tsx') },
              // Admin console (admins only; the route sends anyone else to /dashboard).
              { path: '/admin/:section?', ...page('/src/app/routes/admin-route.tsx') },
            ],
          },
          { path: '/preview', ...page('/src/app/routes/preview-route.tsx') },
          // The VIP signals' public track record is read on /pricing too.
          { path: '/pricing', ...page('/src/app/routes/pricing-route.tsx') },
          { path: '/certificates/:code', ...page('/src/app/routes/verify-certificate-route.tsx') },
        ],
      },
      { path: '/reset-password', ...page('/src/app/routes/reset-password-route.tsx') },
      // The weekly digest's one-click unsubscribe (signed in or not).
      { path: '/unsubscribe', ...page('/src/app/routes/unsubscribe-route.tsx') },
      { path: '/terms', ...page('/src/app/routes/terms-route.tsx') },
      { path: '/privacy', ...page('/src/app/routes/privacy-route.tsx') },
      { path: '/community', element: <Navigate to="/dashboard" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The public pages written out as HTML at build time (see web/prerender.ts). Each is a page a signed-out
 * visitor can land on whose first render needs no data; the rest of the app is rendered in the browser.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/pricing',
  '/preview',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/terms',
  '/privacy',
] as const;

/**
 * Pre-rendered pages whose code loads as soon as they have painted: `/pricing` and `/preview` read
 * data when they open (the VIP signals' public track record). The others are complete as HTML
 * (links, text, forms): their code loads on the visitor's first interaction, or at once for a
 * visitor who may be signed in (web/prerender.ts). The sign-in, sign-up and reset forms are among
 * them: whatever is typed or ticked before the app has taken the page over, even while React is
 * hydrating it, is recorded by the page's inline script and put into the form's state afterwards
 * (src/lib/before-hydration.ts); a submit or a button press is held and made again.
 */
export const LOADED_AT_ONCE: readonly string[] = ['/pricing', '/preview'];

/**
 * Routes whose code the empty shell (spa.html) starts downloading at once, by address prefix, with the
 * entry, rather than after it has run (web/prerender.ts): the dashboard, a signed-in member's usual
 * first page, with the data layer and supabase-js it reads with (so the first message list shows fast).
 */
export const SHELL_PRELOADS: Record<string, readonly string[]> = {
  '/dashboard': ['/src/app/routes/data-layout-route.tsx', '/src/app/routes/dashboard-route.tsx', '/src/lib/supabase.ts'],
};
