import { createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

// Text colours are chosen for at least 4.5:1 contrast on their backgrounds (WCAG AA). Mantine's own
// dimmed text (gray.6 on white, about 3.3:1) is too faint, so it is darkened here, and so is the
// colour of a field's error message (red.6, about 3.6:1 → red.9). A notification's text under its
// title is Mantine's gray.6 (about 3.3:1) of its own: dimmed too.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Notification: Notification.extend({ styles: { description: { color: 'var(--mantine-color-dimmed)' } } }),
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
