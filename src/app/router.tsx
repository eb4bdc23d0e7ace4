// The spec's route table (section 2), in one place. Every page is lazy-loaded, so `/` ships neither
// the dashboard nor the training screens.
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PageLoader } from '../components/page-loader.tsx';
import { RootLayout } from './root-layout.tsx';
import { SignedInOnly, SignedOutOnly } from './route-guards.tsx';

// React Router's `lazy` wants `{ Component }`; our pages are default exports.
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        element: <SignedOutOnly />,
        children: [
          { path: '/', lazy: page(() => import('./routes/landing-route.tsx')) },
          { path: '/login', lazy: page(() => import('./routes/login-route.tsx')) },
          { path: '/signup', lazy: page(() => import('./routes/signup-route.tsx')) },
          { path: '/forgot-password', lazy: page(() => import('./routes/forgot-password-route.tsx')) },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          // One route for both, so switching channels does not remount the dashboard.
          { path: '/dashboard/:channelId?', lazy: page(() => import('./routes/dashboard-route.tsx')) },
          { path: '/certificate', lazy: page(() => import('../features/training/certificate-page.tsx')) },
        ],
      },
      { path: '/pricing', lazy: page(() => import('./routes/pricing-route.tsx')) },
      { path: '/preview', lazy: page(() => import('./routes/preview-route.tsx')) },
      { path: '/reset-password', lazy: page(() => import('./routes/reset-password-route.tsx')) },
      { path: '/terms', lazy: page(() => import('./routes/terms-route.tsx')) },
      { path: '/privacy', lazy: page(() => import('./routes/privacy-route.tsx')) },
      { path: '/certificates/:code', lazy: page(() => import('../features/training/verify-certificate-page.tsx')) },
      { path: '/community', element: <Navigate to="/dashboard" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
