// Build-time rendering of the public pages (see web/prerender.ts, run by `vite build`): each
// page as a signed-out visitor first sees it, so the browser paints it before any script has run and
// React then hydrates it (src/start-app.tsx).
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app.tsx';
import { LOADED_AT_ONCE, PRERENDERED_PATHS, routes, SHELL_PRELOADS, type PageHandle } from './app/routes.tsx';
import { mayHaveSessionUnder, SESSION_STORAGE_KEY } from './lib/auth/may-have-session.ts';
import { HELD_CLICK, HELD_SUBMIT, TYPED_INPUT } from './lib/before-hydration.ts';
import { takeRenderedTitle } from './lib/page-title.ts';

export { LOADED_AT_ONCE, PRERENDERED_PATHS, SHELL_PRELOADS };

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  title: string | null;
  /** The page modules this render used (manifest keys without the leading slash), to link their code and CSS. */
  modules: string[];
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answers ${context.status}; only pages can be pre-rendered`);
  if (context.errors) throw new Error(`${path} failed to render`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  takeRenderedTitle();
  const { prelude } = await prerenderToNodeStream(
    <App>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </App>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  const modules = context.matches.flatMap((m) => {
    const handle = m.route.handle as PageHandle | undefined;
    return handle ? [handle.module.slice(1)] : [];
  });
  return { html, title: takeRenderedTitle(), modules };
}

/**
 * The inline script of a pre-rendered page's <head>, run before anything is painted:
 * - it marks the document when a session may be stored, so the signed-out page stays hidden (CSS on
 *   `[data-session]`) until the app has rendered the right screen for a returning user;
 * - until the app has started (src/lib/before-hydration.ts sets `data-app`), a form submitted
 *   natively would put what was typed, a password included, into the URL; so the submit is held,
 *   and the app submits that form again once it has started;
 * - likewise a click on a button that is not a link or a submit (the menu, a password's eye, an FAQ
 *   entry) is held and clicked again once the app runs: the app's code loads on that first
 *   interaction (web/prerender.ts), so the click itself would otherwise find no handler;
 * - every field's latest value and checked state, from the first `click`, `input` or `change` event
 *   on (a box is ticked before its click is dispatched, and React may take the page over during that
 *   click), is recorded (in the order of the last change) until the app has started; the app puts them into
 *   its state from that record once it has taken the page over, so what was typed or ticked at any
 *   moment before, even while React was hydrating the page, is kept.
 */
export function bootScript(): string {
  const hint = `(${mayHaveSessionUnder.toString()})(${JSON.stringify(SESSION_STORAGE_KEY)})`;
  return [
    `try{if(${hint})document.documentElement.setAttribute('data-session','')}catch(e){}`,
    `document.addEventListener('submit',function(e){if(document.documentElement.hasAttribute('data-app'))return;e.preventDefault();window.${HELD_SUBMIT}={form:e.target,submitter:e.submitter}},true)`,
    `var typed=window.${TYPED_INPUT}=new Map();function record(e){var t=e.target;if(document.documentElement.hasAttribute('data-app')||!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement))return;typed.delete(t);typed.set(t,{value:t.value,checked:t instanceof HTMLInputElement&&t.checked})}`,
    `['click','input','change'].forEach(function(t){document.addEventListener(t,record,true)})`,
    `document.addEventListener('click',function(e){if(document.documentElement.hasAttribute('data-app')||!(e.target instanceof Element))return;var b=e.target.closest('button,[role=button]');if(!b||b.type==='submit'||b.closest('a[href]'))return;e.preventDefault();window.${HELD_CLICK}=b},true)`,
  ].join(';');
}
