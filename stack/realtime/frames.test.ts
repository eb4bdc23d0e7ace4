import { describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, encodeUserBroadcast, FrameError } from './frames.ts';

describe('frames', () => {
  it('decodes the kind-3 push realtime-js sends for channel.send', () => {
    const observed = Buffer.concat([Buffer.from([3, 1, 1, 14, 2, 0, 1]), Buffer.from('68realtime:room1ev{"hello":"world"}')]);
    expect(decodeFrame(observed, true, '2.0.0')).toEqual({
      joinRef: '6',
      ref: '8',
      topic: 'realtime:room1',
      event: 'broadcast',
      payload: { type: 'broadcast', event: 'ev', payload: { hello: 'world' } },
      userBroadcast: { event: 'ev', payload: { hello: 'world' }, binary: false, viaBinaryFrame: true },
    });
  });

  it('encodes kind-4 broadcasts, and refuses a field longer than its length byte', () => {
    const frame = encodeUserBroadcast('realtime:r', { event: 'e', payload: { a: 1 }, binary: false, viaBinaryFrame: true })!;
    expect([...frame.subarray(0, 5)]).toEqual([4, 10, 1, 0, 1]);
    expect(frame.subarray(5).toString()).toBe('realtime:re{"a":1}');
    expect(encodeUserBroadcast('x'.repeat(256), { event: 'e', payload: {}, binary: false, viaBinaryFrame: true })).toBeNull();
  });

  it('speaks arrays on vsn 2.0.0 and objects on vsn 1.0.0', () => {
    expect(encodeFrame('2.0.0', '1', '2', 't', 'e', {})).toBe('["1","2","t","e",{}]');
    expect(JSON.parse(encodeFrame('1.0.0', null, '2', 't', 'e', {}))).toEqual({
      join_ref: null,
      ref: '2',
      topic: 't',
      event: 'e',
      payload: {},
    });
    expect(decodeFrame(Buffer.from('{"topic":"t","event":"e","payload":{},"ref":"1"}'), false, '1.0.0')).toMatchObject({
      topic: 't',
      ref: '1',
      joinRef: null,
    });
  });

  it('rejects frames that are not Phoenix messages', () => {
    expect(() => decodeFrame(Buffer.from('{"topic":"t"}'), false, '2.0.0')).toThrow(FrameError);
    expect(() => decodeFrame(Buffer.from('not json'), false, '2.0.0')).toThrow(FrameError);
    expect(() => decodeFrame(Buffer.from([9, 0]), true, '2.0.0')).toThrow(FrameError);
    expect(() => decodeFrame(Buffer.from([3, 0, 0, 0, 0, 0, 1]), true, '1.0.0')).toThrow(FrameError);
  });
});
