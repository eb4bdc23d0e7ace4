// Profiles, subscriptions and admins by persona: who reads what, who changes what, and the cheats
// (a learner making themselves premium or admin, moving their current module, reading others' email).
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../support/clients.ts';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('accounts');
});

const today = () => new Date().toISOString().slice(0, 10);

describe('sign-up trigger', () => {
  it('creates a profile with the display name, module 1 and a free subscription', async () => {
    const profile = ok(await p.learner.client.from('profiles').select('*').eq('id', p.learner.id).single());
    expect(profile).toMatchObject({ id: p.learner.id, display_name: 'Lee Learner', email: p.learner.email, current_module: 1 });
    const plan = ok(await p.learner.client.from('subscriptions').select('*').eq('user_id', p.learner.id).single());
    expect(plan).toMatchObject({ type: 'free' });
    expect([today(), new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)]).toContain(plan.start_date);
  });

  it('leaves the display name empty when none was sent', async () => {
    const u = await signUpUser('nameless');
    const profile = ok(await u.client.from('profiles').select('display_name').single());
    expect(profile.display_name).toBe('');
  });

  it('ignores plan and admin claims smuggled into the sign-up metadata', async () => {
    const u = await signUpUser('smuggler', {
      display_name: 'Sly',
      type: 'premium',
      subscription: { type: 'premium' },
      is_admin: true,
      role: 'admin',
    });
    expect(ok(await u.client.from('subscriptions').select('type').single()).type).toBe('free');
    expect(ok(await u.client.from('admins').select('user_id'))).toEqual([]);
    expect(ok(await u.client.from('channel_overview').select('id, can_read').eq('id', 'expert-analysis').single()).can_read).toBe(false);
  });
});

describe('visitor', () => {
  it('cannot read profiles, subscriptions or admins', async () => {
    refused(await p.visitor.from('profiles').select('*'), 401);
    refused(await p.visitor.from('subscriptions').select('*'), 401);
    refused(await p.visitor.from('admins').select('*'), 401);
  });

  it('cannot write profiles or subscriptions', async () => {
    refused(await p.visitor.from('profiles').update({ display_name: 'x' }).eq('id', p.learner.id), 401);
    refused(await p.visitor.from('subscriptions').insert({ user_id: p.learner.id, type: 'premium' }), 401);
    refused(await p.visitor.from('subscriptions').delete().eq('user_id', p.learner.id), 401);
  });
});

describe('learner', () => {
  it('reads only their own profile', async () => {
    const rows = ok(await p.learner.client.from('profiles').select('id, email'));
    expect(rows).toEqual([{ id: p.learner.id, email: p.learner.email }]);
  });

  it('updates their own display name, read back', async () => {
    ok(await p.learner.client.from('profiles').update({ display_name: 'Lee L. Learner' }).eq('id', p.learner.id));
    expect(ok(await p.learner.client.from('profiles').select('display_name').single()).display_name).toBe('Lee L. Learner');
  });

  it('cannot change their current module, email or id', async () => {
    refused(await p.learner.client.from('profiles').update({ current_module: 15 }).eq('id', p.learner.id), 403);
    refused(await p.learner.client.from('profiles').update({ email: 'me@evil.test' }).eq('id', p.learner.id), 403);
    const profile = ok(await p.learner.client.from('profiles').select('current_module, email').single());
    expect(profile).toEqual({ current_module: 1, email: p.learner.email });
  });

  it('cannot insert or delete profiles', async () => {
    refused(await p.learner.client.from('profiles').insert({ id: p.learner.id, display_name: 'twin' }), 403);
    refused(await p.learner.client.from('profiles').delete().eq('id', p.learner.id), 403);
  });

  it('reads their own free plan but cannot upgrade, re-create or delete it', async () => {
    expect(ok(await p.learner.client.from('subscriptions').select('user_id, type'))).toEqual([{ user_id: p.learner.id, type: 'free' }]);
    expect(ok(await p.learner.client.from('subscriptions').update({ type: 'premium' }).eq('user_id', p.learner.id).select())).toEqual([]);
    refused(await p.learner.client.from('subscriptions').insert({ user_id: p.learner.id, type: 'premium' }), [403, 409]);
    expect(ok(await p.learner.client.from('subscriptions').delete().eq('user_id', p.learner.id).select())).toEqual([]);
    const plan = ok(await p.service.from('subscriptions').select('type').eq('user_id', p.learner.id).single());
    expect(plan.type).toBe('free');
  });

  it('cannot make themselves an admin', async () => {
    expect(ok(await p.learner.client.from('admins').select('user_id'))).toEqual([]);
    refused(await p.learner.client.from('admins').insert({ user_id: p.learner.id }), 403);
    expect(ok(await p.service.from('admins').select('user_id').eq('user_id', p.learner.id))).toEqual([]);
  });
});

describe('another learner', () => {
  it("cannot read the first learner's profile, email or plan", async () => {
    expect(ok(await p.other.client.from('profiles').select('email').eq('id', p.learner.id))).toEqual([]);
    expect(ok(await p.other.client.from('subscriptions').select('type').eq('user_id', p.learner.id))).toEqual([]);
  });

  it('cannot rename the first learner', async () => {
    expect(ok(await p.other.client.from('profiles').update({ display_name: 'Hacked' }).eq('id', p.learner.id).select())).toEqual([]);
    const name = ok(await p.service.from('profiles').select('display_name').eq('id', p.learner.id).single()).display_name;
    expect(name).not.toBe('Hacked');
  });
});

describe('premium member', () => {
  it('reads their premium plan', async () => {
    expect(ok(await p.premium.client.from('subscriptions').select('type').single()).type).toBe('premium');
  });

  it('cannot change their own plan', async () => {
    expect(
      ok(await p.premium.client.from('subscriptions').update({ start_date: '2000-01-01' }).eq('user_id', p.premium.id).select()),
    ).toEqual([]);
    expect(ok(await p.service.from('subscriptions').select('start_date').eq('user_id', p.premium.id).single()).start_date).not.toBe(
      '2000-01-01',
    );
  });
});

describe('admin', () => {
  it('reads every profile, including emails', async () => {
    const rows = ok(await p.admin.client.from('profiles').select('id, email').in('id', [p.learner.id, p.other.id]));
    expect(rows.map((r) => r.email).sort()).toEqual([p.learner.email, p.other.email].sort());
  });

  it("changes a learner's plan, read back, and the start date restarts", async () => {
    const u = await signUpUser('upgraded');
    ok(await p.service.from('subscriptions').update({ start_date: '2020-01-01' }).eq('user_id', u.id));
    ok(await p.admin.client.from('subscriptions').update({ type: 'premium' }).eq('user_id', u.id));
    const plan = ok(await u.client.from('subscriptions').select('type, start_date').single());
    expect(plan.type).toBe('premium');
    expect(plan.start_date).not.toBe('2020-01-01');
  });

  it('deletes and re-creates a subscription, read back', async () => {
    const u = await signUpUser('replan');
    expect(ok(await p.admin.client.from('subscriptions').delete().eq('user_id', u.id).select())).toHaveLength(1);
    expect(ok(await p.service.from('subscriptions').select('type').eq('user_id', u.id))).toEqual([]);
    ok(await p.admin.client.from('subscriptions').insert({ user_id: u.id, type: 'premium' }));
    expect(ok(await u.client.from('subscriptions').select('type').single()).type).toBe('premium');
  });

  it("cannot edit a learner's current module or appoint admins", async () => {
    refused(await p.admin.client.from('profiles').update({ current_module: 9 }).eq('id', p.learner.id), 403);
    refused(await p.admin.client.from('admins').insert({ user_id: p.other.id }), 403);
    refused(await p.admin.client.from('admins').delete().eq('user_id', p.admin.id), 403);
    refused(await p.learner.client.from('admins').update({ user_id: p.learner.id }).eq('user_id', p.admin.id), 403);
    expect(ok(await p.admin.client.from('admins').select('user_id').eq('user_id', p.other.id))).toEqual([]);
  });
});

describe('service role', () => {
  it('appoints and removes an admin, read back', async () => {
    const u = await signUpUser('appointed');
    ok(await p.service.from('admins').insert({ user_id: u.id }));
    expect(ok(await u.client.from('admins').select('user_id').eq('user_id', u.id))).toEqual([{ user_id: u.id }]);
    expect(ok(await u.client.from('profiles').select('id').eq('id', p.learner.id))).toHaveLength(1);
    ok(await p.service.from('admins').delete().eq('user_id', u.id));
    expect(ok(await u.client.from('admins').select('user_id'))).toEqual([]);
    expect(ok(await u.client.from('profiles').select('id').eq('id', p.learner.id))).toEqual([]);
  });

  it('removes and restores a profile, read back', async () => {
    const u = await signUpUser('reprofiled', { display_name: 'Rita' });
    ok(await p.service.from('profiles').delete().eq('id', u.id));
    expect(ok(await u.client.from('profiles').select('id'))).toEqual([]);
    ok(await p.service.from('profiles').insert({ id: u.id, display_name: 'Rita Restored', email: u.email }));
    expect(ok(await u.client.from('profiles').select('display_name, current_module').single())).toEqual({
      display_name: 'Rita Restored',
      current_module: 1,
    });
  });

  it('changes a plan back to free', async () => {
    const u = await signUpUser('downgraded');
    ok(await p.service.from('subscriptions').update({ type: 'premium' }).eq('user_id', u.id));
    ok(await p.service.from('subscriptions').update({ type: 'free' }).eq('user_id', u.id));
    expect(ok(await u.client.from('subscriptions').select('type').single()).type).toBe('free');
  });
});
