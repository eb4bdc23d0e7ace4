// The profile button in the header: the member's initials. Its popover (profile-card.tsx: the
// member's card, with Mantine's Popover) loads when the member first points at, focuses or presses it.
import { useState } from 'react';
import { Avatar, UnstyledButton } from '@mantine/core';
import { useAccount } from '../../../lib/account/use-account.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { initialsOf } from '../../../lib/community/initials-of.ts';
import { lazyModule, useArmedButton } from '../../../lib/lazy-module.ts';

const useProfileCard = lazyModule(() => import('./profile-card.tsx'));

export function ProfileMenu() {
  const { user } = useAuth();
  const { profile } = useAccount({ live: false }); // in the dashboard, which keeps the plan live
  const name = profile?.display_name || user?.email || '';
  const initials = initialsOf(name);
  const [opened, setOpened] = useState(false);
  const [card, buttonRef, button] = useArmedButton<typeof import('./profile-card.tsx'), HTMLButtonElement>(useProfileCard);
  const target = (
    <UnstyledButton
      ref={buttonRef}
      // The initials shown are part of the name (WCAG 2.5.3, label in name): "click AB" works by voice.
      aria-label={['Profile', initials].filter(Boolean).join(' ')}
      onPointerEnter={button.onPointerEnter}
      onFocus={button.onFocus}
      onClick={() => {
        button.arm();
        setOpened((o) => !o);
      }}
    >
      <Avatar color="blue" variant="filled" radius="xl" size={32}>
        {initials}
      </Avatar>
    </UnstyledButton>
  );
  if (!card) return target;
  return <card.ProfilePopover opened={opened} onChange={setOpened} target={target} />;
}
