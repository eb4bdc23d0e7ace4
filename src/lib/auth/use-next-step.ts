// The intent a visitor brought to /signup or /login (`?next=checkout`, from 'Start with Community
// Access'), kept when they switch between the two. Read after hydration (the server snapshot is
// empty): the pre-rendered pages are the same for every address.
import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const readNext = () => (new URLSearchParams(window.location.search).get('next') === 'checkout' ? '?next=checkout' : '');

/** `?next=checkout` when the visitor is on their way to checkout, else ''. */
export function useNextStep(): string {
  return useSyncExternalStore(noChanges, readNext, () => '');
}
