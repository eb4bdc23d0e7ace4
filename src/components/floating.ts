// Mantine's floating parts (Popover, and ScrollArea, which imports floating-ui's useMergeRefs and so
// brings all of @floating-ui/react: about 20 kB gzip together), imported on demand through
// `useFloating` so that no channel's first render carries them.
export { Popover, ScrollArea } from '@mantine/core';
