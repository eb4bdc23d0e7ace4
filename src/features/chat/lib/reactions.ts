// The reactions a member can give (the database's list), each drawn as a Tabler icon, never an emoji.
import { IconCheck, IconEye, IconFlame, IconHeart, IconRocket, IconThumbUp, type Icon } from '@tabler/icons-react';
import type { ReactionKind } from '../api/fetch-messages.ts';

export const REACTIONS: { kind: ReactionKind; label: string; icon: Icon; color: string }[] = [
  { kind: 'like', label: 'Like', icon: IconThumbUp, color: 'blue' },
  { kind: 'heart', label: 'Love', icon: IconHeart, color: 'red' },
  { kind: 'fire', label: 'Fire', icon: IconFlame, color: 'orange' },
  { kind: 'rocket', label: 'To the moon', icon: IconRocket, color: 'grape' },
  { kind: 'eyes', label: 'Watching', icon: IconEye, color: 'teal' },
  { kind: 'check', label: 'Agree', icon: IconCheck, color: 'green' },
];

export const reactionOf = (kind: string) => REACTIONS.find((r) => r.kind === kind) ?? REACTIONS[0]!;
