import { describe, expect, it } from 'vitest';
import { actionLabel, auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists only the fields an update changed, without timestamps', () => {
    expect(auditChanges({ user_id: 'u', type: 'free', updated_at: '1' }, { user_id: 'u', type: 'premium', updated_at: '2' })).toEqual([
      { field: 'type', before: 'free', after: 'premium' },
    ]);
  });
  it('lists every field of an insert or a delete', () => {
    expect(auditChanges(null, { user_id: 'u', reason: 'Spam' })).toEqual([
      { field: 'user_id', before: null, after: 'u' },
      { field: 'reason', before: null, after: 'Spam' },
    ]);
    expect(auditChanges({ id: 3, tags: ['a'] }, null)).toEqual([
      { field: 'id', before: '3', after: null },
      { field: 'tags', before: '["a"]', after: null },
    ]);
  });
  it('names known actions and spells out direct table writes', () => {
    expect(actionLabel('member.suspend')).toBe('Suspended member');
    expect(actionLabel('channels.update')).toBe('channels: update');
  });
});
