// Icons are Tabler icon names, never emoji (an emoji needs a font many machines lack): every seeded
// channel, module and badge names an icon the SPA draws, and the database refuses anything else —
// also from an admin or the service role — with a readable check violation.
import { beforeAll, describe, expect, it } from 'vitest';
import { hasDataIcon } from '../../src/components/data-icon.tsx';
import { createPersonas, ok, refused, type Personas } from './personas.ts';

let p: Personas;
beforeAll(async () => {
  p = await createPersonas('icons');
});

describe('icon names', () => {
  it('every channel, module and badge names an icon the SPA draws', async () => {
    const names = [
      ...ok(await p.service.from('channels').select('icon')).map((r) => r.icon as string),
      ...ok(await p.service.from('modules').select('thumbnail')).map((r) => r.thumbnail as string),
      ...ok(await p.service.from('badges').select('icon')).map((r) => r.icon as string),
    ];
    expect(names.length).toBeGreaterThanOrEqual(12 + 15 + 2);
    expect(names.filter((n) => !hasDataIcon(n))).toEqual([]);
  });

  it('refuses an emoji or any other non-name, even from the service role', async () => {
    for (const value of ['📈', 'Chart Candle', 'chart_candle', '', '-x']) {
      const error = refused(await p.service.from('modules').update({ thumbnail: value }).eq('id', 1).select());
      expect(error.code).toBe('23514');
      expect(error.message).toContain('modules_thumbnail_is_icon_name');
    }
    expect(refused(await p.service.from('channels').update({ icon: '💬' }).eq('id', 'general').select()).code).toBe('23514');
    expect(refused(await p.service.from('badges').update({ icon: '🏆' }).eq('id', 'quiz-master').select()).code).toBe('23514');
    expect(ok(await p.service.from('modules').select('thumbnail').eq('id', 1).single()).thumbnail).toBe('building-bank');
  });

  it('gives new rows a drawable default', async () => {
    const row = ok(
      await p.service
        .from('badges')
        .insert({ id: 'icons-test-badge', name: 'Icons test', description: 'A test badge.' })
        .select('icon')
        .single(),
    );
    expect(row.icon).toBe('medal');
    expect(hasDataIcon(row.icon as string)).toBe(true);
    ok(await p.service.from('badges').delete().eq('id', 'icons-test-badge').select());
  });
});
