import { describe, expect, it } from 'vitest';
import { decodeMentions, encodeMentions, mentionQueryAt, splitMentions } from './mentions.ts';

const ID = '0b7a3c2e-1d4f-4a5b-8c6d-7e8f9a0b1c2d';
const OTHER = '1b7a3c2e-1d4f-4a5b-8c6d-7e8f9a0b1c2d';

describe('mentions', () => {
  it('encode picked names as tokens and decode them back', () => {
    const body = encodeMentions('Thanks @Otto Other and @Otto!', [
      { userId: ID, name: 'Otto Other' },
      { userId: OTHER, name: 'Otto' },
    ]);
    expect(body).toBe(`Thanks <@${ID}> and <@${OTHER}>!`);
    expect(decodeMentions(body, [{ user_id: ID, name: 'Otto Other' }])).toBe('Thanks @Otto Other and @member!');
  });

  it('split a body into text and mentions', () => {
    expect(splitMentions(`<@${ID}> look`, [{ user_id: ID, name: 'Otto' }])).toEqual([{ mention: '@Otto', userId: ID }, { text: ' look' }]);
    expect(splitMentions('plain <@nope>', [])).toEqual([{ text: 'plain <@nope>' }]);
  });

  it('find the @word at the caret', () => {
    expect(mentionQueryAt('hi @Ot', 6)).toEqual({ start: 3, query: 'Ot' });
    expect(mentionQueryAt('hi @', 4)).toEqual({ start: 3, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hi @Otto Ot', 11)).toEqual({ start: 3, query: 'Otto Ot' });
  });
});
