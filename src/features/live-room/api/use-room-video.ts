// The host's camera and microphone to every attendee, peer to peer (WebRTC): one RTCPeerConnection
// from the host to each attendee, signalled over the room's private topics (use-room-channel.ts): the
// host offers on the host's topic when an attendee says hello (or when the camera starts), the
// attendee answers on the room's topic, both trickle ICE candidates. The host uploads one stream per
// attendee, so this is for a small room; a large one goes through an SFU (docs/live-sessions.md).
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '../../../lib/notify.ts';
import type { Signal } from './use-room-channel.ts';

/** STUN servers from the build's environment (comma-separated urls); none on a local network. */
const ICE_SERVERS: RTCIceServer[] =
  (import.meta.env.VITE_ICE_SERVERS as string | undefined)
    ?.split(',')
    .filter(Boolean)
    .map((urls) => ({ urls })) ?? [];

/**
 * The most attendees the host sends video to: each one is another 640×360 upload from the host's
 * connection (about 0.5–1 Mbit/s each), so eight is what a home uplink carries. Past it, attendees
 * follow the chart, chat and Q&A without video; a larger room needs an SFU (docs/live-sessions.md).
 */
export const MAX_VIDEO_PEERS = 8;

export interface RoomVideo {
  /** The host's own camera, or the host's stream as an attendee receives it. */
  stream: MediaStream | null;
  /** Host: the camera is on. */
  on: boolean;
  /** Host: turns the camera on; resolves with its stream (null when it did not start). */
  start(): Promise<MediaStream | null>;
  stop(): void;
  onHello(from: string): void;
  onSignal(signal: Signal): void;
}

export function useRoomVideo(isHost: boolean, userId: string, send: (signal: Signal) => void): RoomVideo {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const peers = useRef(new Map<string, RTCPeerConnection>());
  const attendees = useRef(new Set<string>());
  const local = useRef<MediaStream | null>(null);
  // Signals are handled one after the other: a candidate waits for the description before it.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });

  const close = (id: string) => {
    peers.current.get(id)?.close();
    peers.current.delete(id);
  };

  const peer = (other: string) => {
    close(other);
    const pc = new RTCPeerConnection({ iceServers: ICE_SERVERS });
    peers.current.set(other, pc);
    pc.onicecandidate = (e) => e.candidate && sendRef.current({ from: userId, to: other, candidate: e.candidate.toJSON() });
    // An attendee who left frees their place.
    pc.onconnectionstatechange = () =>
      (pc.connectionState === 'failed' || pc.connectionState === 'closed') && peers.current.get(other) === pc && close(other);
    return pc;
  };

  const offer = async (to: string) => {
    const media = local.current;
    if (!media || (!peers.current.has(to) && peers.current.size >= MAX_VIDEO_PEERS)) return;
    const pc = peer(to);
    for (const track of media.getTracks()) pc.addTrack(track, media);
    await pc.setLocalDescription(await pc.createOffer());
    sendRef.current({ from: userId, to, description: pc.localDescription!.toJSON() });
  };

  useEffect(() => {
    const all = peers.current;
    return () => {
      for (const pc of all.values()) pc.close();
      all.clear();
      local.current?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  return {
    stream,
    on: isHost && stream !== null,
    async start() {
      try {
        const media = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 360 }, audio: true });
        local.current = media;
        setStream(media);
        await Promise.all([...attendees.current].map((id) => offer(id)));
        return media;
      } catch (e) {
        notifyError('Your camera did not start', e);
        return null;
      }
    },
    stop() {
      local.current?.getTracks().forEach((t) => t.stop());
      local.current = null;
      setStream(null);
      for (const id of [...peers.current.keys()]) close(id);
    },
    onHello(from) {
      attendees.current.add(from);
      void offer(from).catch((e: unknown) => notifyError('Could not reach an attendee', e));
    },
    onSignal(signal) {
      queue.current = queue.current
        .then(async () => {
          if (isHost) {
            const pc = peers.current.get(signal.from);
            if (!pc) return;
            if (signal.description) await pc.setRemoteDescription(signal.description);
            if (signal.candidate) await pc.addIceCandidate(signal.candidate);
            return;
          }
          // An attendee: a new offer from the host replaces the connection.
          if (signal.description?.type === 'offer') {
            const pc = peer(signal.from);
            pc.ontrack = (e) => setStream(e.streams[0] ?? new MediaStream([e.track]));
            pc.addEventListener(
              'connectionstatechange',
              () => (pc.connectionState === 'closed' || pc.connectionState === 'failed') && setStream(null),
            );
            await pc.setRemoteDescription(signal.description);
            await pc.setLocalDescription(await pc.createAnswer());
            sendRef.current({ from: userId, to: signal.from, description: pc.localDescription!.toJSON() });
          } else if (signal.candidate) {
            await peers.current.get(signal.from)?.addIceCandidate(signal.candidate);
          }
        })
        .catch((e: unknown) => notifyError("The host's video did not connect", e));
    },
  };
}
