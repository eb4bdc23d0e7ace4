import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { mayHaveSession } from './lib/auth/may-have-session.ts';
import { keepUserInput, releaseHeldSubmit } from './lib/before-hydration.ts';

// Started by src/main.tsx. A public page arrives pre-rendered for a signed-out visitor (see src/entry-server.tsx); React takes
// over that HTML. Anywhere else — another route, or a visitor who may be signed in — it renders afresh.
const container = document.getElementById('root')!;
const router = await createAppRouter(window.location);

const hydrate = container.dataset.prerendered === window.location.pathname && !mayHaveSession();
const restoreUserInput = hydrate ? keepUserInput(container) : () => undefined;

const started = () => {
  restoreUserInput();
  releaseHeldSubmit();
};

const app = (
  <StrictMode>
    <App onStarted={started}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

if (hydrate) {
  // As a transition, so React hydrates in slices of a few milliseconds and yields between them
  // (Lighthouse's total blocking time counts every task over 50 ms). An event on the page meanwhile
  // makes React finish at once; what the visitor typed is put back afterwards either way.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  container.replaceChildren();
  delete container.dataset.prerendered;
  document.documentElement.removeAttribute('data-session');
  // A transition too: the first render of a page comes in slices, not in one long task.
  startTransition(() => {
    createRoot(container).render(app);
  });
}
