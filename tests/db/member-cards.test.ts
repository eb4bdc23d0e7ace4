// member_cards: the names "Online Now" shows come from profiles. A signed-in member gets the public
// card (name, initials, premium flag — never the email) of real users only; visitors get nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('member-cards');
});

describe('member_cards', () => {
  it('gives a member the cards of real users, from their profiles, and skips made-up ids', async () => {
    const ids = [p.premium.id, p.other.id, '00000000-0000-4000-8000-000000000000'];
    const rows = ok(await p.learner.client.rpc('member_cards', { user_ids: ids }));
    expect(rows).toEqual([
      { user_id: p.other.id, display_name: 'Otto Other', initials: 'OO', is_premium: false },
      { user_id: p.premium.id, display_name: 'Pat Premium', initials: 'PP', is_premium: true },
    ]);
    expect(JSON.stringify(rows)).not.toContain('@');
  });

  it('refuses visitors', async () => {
    refused(await p.visitor.rpc('member_cards', { user_ids: [p.learner.id] }), 401);
  });
});
