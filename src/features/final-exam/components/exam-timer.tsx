// The time left, counted down from the database's deadline (see lib/countdown.ts). Calls `onExpire`
// once when it reaches zero, so the page submits what it has before the database closes the attempt.
import { useEffect, useRef, useState } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ExamDraw } from '../api/start-exam.ts';
import { describeRemaining, formatRemaining, remainingMs } from '../lib/countdown.ts';

export function ExamTimer({ draw, onExpire }: { draw: ExamDraw; onExpire: () => void }) {
  const left = () => remainingMs(draw.deadline, draw.serverTime, draw.receivedAt, Date.now());
  const [ms, setMs] = useState(left);
  const expired = useRef(false);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const tick = () => {
      const now = remainingMs(draw.deadline, draw.serverTime, draw.receivedAt, Date.now());
      setMs(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        expire.current();
      }
    };
    tick();
    const id = window.setInterval(tick, 500);
    return () => window.clearInterval(id);
  }, [draw.deadline, draw.serverTime, draw.receivedAt]);

  const color = ms <= 60_000 ? 'red.9' : ms <= 5 * 60_000 ? 'orange.9' : 'dark.7';
  // Screen readers hear the time at a few moments only, not every second.
  const minutes = Math.ceil(ms / 60_000);
  const announce = ms > 0 && (minutes === 10 || minutes === 5 || minutes === 1) ? describeRemaining(minutes * 60_000) : '';

  return (
    <>
      <Badge
        role="timer"
        aria-label={`Time left: ${describeRemaining(ms)}`}
        size="xl"
        radius="sm"
        variant={ms <= 5 * 60_000 ? 'filled' : 'outline'}
        color={color}
        leftSection={<IconClock size={18} aria-hidden="true" />}
        styles={{ label: { fontVariantNumeric: 'tabular-nums', textTransform: 'none' } }}
      >
        {formatRemaining(ms)}
      </Badge>
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
    </>
  );
}
