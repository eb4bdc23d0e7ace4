// A few stroke icons drawn inline, so they render the same on every machine (emoji fonts vary, and
// headless browsers often have none). Decorative: always hidden from assistive technology.
const PATHS = {
  play: 'M8 5v14l11-7z',
  quiz: 'M9 11l3 3 8-8 M20 12v7a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h11',
  chart: 'M4 19h16 M4 15l5-5 4 4 7-8',
  award: 'M12 3a5 5 0 1 0 0 10a5 5 0 1 0 0-10z M9 12.5L8 21l4-2 4 2-1-8.5',
  chat: 'M4 5h16v11H9l-5 4z',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z M10 20a2 2 0 0 0 4 0',
  help: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5 M12 17h.01',
  eye: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6z',
  video: 'M3 7h12v10H3z M15 10l6-3v10l-6-3',
  diamond: 'M6 3h12l4 6-10 12L2 9z M2 9h20',
  lock: 'M5 11h14v10H5z M8 11V7a4 4 0 0 1 8 0v4',
} as const;

export type IconName = keyof typeof PATHS;

export function LineIcon({ name, size = 22 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
