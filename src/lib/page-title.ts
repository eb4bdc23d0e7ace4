// The document title of a page. In the browser it sets document.title; when the build pre-renders a
// page (src/entry-server.tsx) it records the title, which goes into that page's <title>.
import { useDocumentTitle } from '@mantine/hooks';

let renderedTitle: string | null = null;

export function usePageTitle(title: string) {
  useDocumentTitle(title);
  // On the server only render runs (no effects), and pre-rendering renders one page at a time.
  // eslint-disable-next-line react-hooks/globals
  if (typeof window === 'undefined') renderedTitle = title;
}

/** The title the last server render set, and forgets it (pre-rendering renders one page at a time). */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}
