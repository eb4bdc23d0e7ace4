import { Avatar, Indicator } from '@mantine/core';

export function MemberAvatar({
  url,
  initials,
  name,
  online,
  size = 'md',
}: {
  url: string | null;
  initials: string | null;
  name: string | null;
  online?: boolean | null;
  size?: string | number;
}) {
  const avatar = (
    <Avatar src={url} alt={name ?? 'Member'} size={size} radius={1000} color="blue">
      {initials}
    </Avatar>
  );
  return online ? (
    <Indicator color="green" position="bottom-end" offset={4} size={10} withBorder label={undefined} aria-label="Online">
      {avatar}
    </Indicator>
  ) : (
    avatar
  );
}
