// The lesson's video: an HTML5 player fed by a short-lived signed URL from the private lesson-videos
// bucket (or the admin's external URL), with captions (WebVTT), chapters (a WebVTT chapters track and
// a list under the player that jumps to each), playback speed and keyboard control.
// It starts at the learner's saved second and reports its position: every 10 s of playback, on pause,
// on a seek while paused, at the end, when the tab is hidden and when the lesson closes. The database
// decides when that counts as watched. A lesson without a video shows "Video coming soon".
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { AspectRatio, Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBadgeCc } from '@tabler/icons-react';
import type { LessonSummary } from '../api/fetch-lessons.ts';
import { useCaptionsUrl, useChapters, useSignedVideoUrl } from '../api/sign-lesson-media.ts';
import { chapterAt, type Chapter } from '../lib/chapters.ts';
import { formatClock, playerAction, resumeAt, SAVE_EVERY, SEEK_SECONDS } from '../lib/player-keys.ts';
import { LessonChapters } from './lesson-chapters.tsx';
import classes from './lesson-player.module.css';

const SPEEDS = ['0.75', '1', '1.25', '1.5', '2'];
const SPEED_KEY = 'tradecraft.playbackRate';

interface Props {
  lesson: LessonSummary;
  title: string;
  /** Shown on the placeholder of a lesson without a video (the module's icon). */
  icon?: ReactNode;
  /** The saved position, once known (undefined while the learner's progress loads). */
  savedSeconds: number | undefined;
  onTime: (seconds: number) => void;
  onSave: (seconds: number) => void;
  /** The video reached its end (the pane offers what comes next). */
  onEnded?: () => void;
  /** Playback started (again). */
  onPlay?: () => void;
}

function showCaptions(v: HTMLVideoElement | null, on: boolean) {
  const track = v && [...v.textTracks].find((t) => t.kind === 'captions');
  if (track) track.mode = on ? 'showing' : 'hidden';
}

function storedSpeed(): string {
  try {
    const v = localStorage.getItem(SPEED_KEY);
    return v && SPEEDS.includes(v) ? v : '1';
  } catch {
    return '1';
  }
}

export function LessonPlayer({ lesson, title, icon, savedSeconds, onTime, onSave, onEnded, onPlay }: Props) {
  const signed = useSignedVideoUrl(lesson.video_url ? null : lesson.video_path);
  const captions = useCaptionsUrl(lesson.captions_path);
  const chapters = useChapters(lesson.chapters_path);
  const chapterList = chapters.data?.chapters ?? [];
  const [chapter, setChapter] = useState(-1);
  // The element keeps the URL it started with; a refreshed URL is taken only when a load fails.
  const [src, setSrc] = useState<string | null>(lesson.video_url);
  const wrapper = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(savedSeconds ?? 0);
  const current = useRef(0);
  const resumed = useRef(false);
  const touched = useRef(false); // nothing is saved until the learner plays or seeks
  const reloadAt = useRef<number | null>(null);
  const [ready, setReady] = useState(false);
  const [speed, setSpeed] = useState(storedSpeed);
  const [captionsOn, setCaptionsOn] = useState(true);
  const onSaveRef = useRef(onSave);
  useLayoutEffect(() => {
    onSaveRef.current = onSave;
  });
  if (!src && signed.data) setSrc(signed.data);

  function save(seconds: number) {
    if (!touched.current || !Number.isFinite(seconds) || Math.abs(seconds - lastSaved.current) < 0.5) return;
    lastSaved.current = seconds;
    onSaveRef.current(seconds);
  }

  // Resume once both the metadata and the saved position are known.
  useEffect(() => {
    const v = video.current;
    if (!v || !ready || resumed.current || savedSeconds === undefined) return;
    resumed.current = true;
    lastSaved.current = savedSeconds;
    const at = resumeAt(savedSeconds, v.duration);
    if (at > 0) v.currentTime = at;
  }, [ready, savedSeconds]);

  // Saved when the tab is hidden and when the lesson closes.
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && save(current.current);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      save(current.current);
    };
  }, []);

  function toggleCaptions() {
    const on = !captionsOn;
    setCaptionsOn(on);
    showCaptions(video.current, on);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const v = video.current;
    const action = v && playerAction(e);
    if (!v || !action) return;
    e.preventDefault();
    switch (action) {
      case 'toggle-play':
        if (v.paused) void v.play();
        else v.pause();
        break;
      case 'back':
        v.currentTime = Math.max(0, v.currentTime - SEEK_SECONDS);
        break;
      case 'forward':
        v.currentTime = Math.min(v.duration || Infinity, v.currentTime + SEEK_SECONDS);
        break;
      case 'volume-up':
        v.volume = Math.min(1, Math.round((v.volume + 0.1) * 10) / 10);
        break;
      case 'volume-down':
        v.volume = Math.max(0, Math.round((v.volume - 0.1) * 10) / 10);
        break;
      case 'fullscreen':
        if (document.fullscreenElement) void document.exitFullscreen();
        else void wrapper.current?.requestFullscreen?.();
        break;
      case 'captions':
        toggleCaptions();
        break;
    }
  }

  function jumpTo(c: Chapter) {
    const v = video.current;
    if (!v) return;
    touched.current = true;
    v.currentTime = c.start;
    setChapter(chapterAt(chapterList, c.start));
    void v.play().catch(() => undefined);
  }

  async function recover() {
    // An expired or revoked signed URL: sign again and carry on from the same second.
    if (!lesson.video_path || lesson.video_url) return;
    reloadAt.current = current.current;
    const fresh = await signed.refetch();
    if (fresh.data && fresh.data !== src) setSrc(fresh.data);
  }

  if (!lesson.video_path && !lesson.video_url) {
    return (
      <AspectRatio ratio={16 / 9} maw={860}>
        <Center bg="dark.7" c="gray.3" style={{ borderRadius: 8 }} data-testid="video-placeholder">
          <Stack gap={4} align="center" p="md" ta="center">
            {icon}
            <Text c="white" fw={700}>
              {title}
            </Text>
            <Text c="gray.3" size="sm">
              Video coming soon · {formatClock(lesson.duration_seconds)}
            </Text>
            <Text c="gray.4" size="xs">
              The notes below cover the whole lesson.
            </Text>
          </Stack>
        </Center>
      </AspectRatio>
    );
  }

  return (
    <Stack gap={6} maw={860}>
      {/* The keys act on the video and its controls inside (focus sits there), like YouTube's player. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={wrapper}
        onKeyDown={onKeyDown}
        role="group"
        aria-label={`Video player: ${title}`}
        data-testid="lesson-player"
        style={{ background: '#000', borderRadius: 8 }}
      >
        <AspectRatio ratio={16 / 9}>
          {src ? (
            // Captions are per lesson: the <track> is there whenever the lesson has a WebVTT file.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video
              ref={video}
              src={src}
              controls
              playsInline
              preload="metadata"
              aria-label={title}
              className={classes.video}
              style={{ borderRadius: 8, background: '#000', width: '100%' }}
              onLoadedMetadata={(e) => {
                e.currentTarget.playbackRate = Number(speed);
                if (reloadAt.current !== null) {
                  e.currentTarget.currentTime = reloadAt.current;
                  reloadAt.current = null;
                }
                setReady(true);
              }}
              onTimeUpdate={(e) => {
                const t = e.currentTarget.currentTime;
                current.current = t;
                onTime(t);
                setChapter(chapterAt(chapterList, t));
                if (!e.currentTarget.paused && Math.abs(t - lastSaved.current) >= SAVE_EVERY) save(t);
              }}
              onPlay={() => {
                touched.current = true;
                onPlay?.();
              }}
              onPause={(e) => save(e.currentTarget.currentTime)}
              onSeeked={(e) => {
                if (!resumed.current || reloadAt.current !== null) return;
                touched.current = true;
                if (e.currentTarget.paused) save(e.currentTarget.currentTime);
              }}
              onEnded={(e) => {
                save(e.currentTarget.duration);
                onEnded?.();
              }}
              onError={() => void recover()}
            >
              {captions.data && <track kind="captions" src={captions.data} srcLang="en" label="English" default />}
              {chapters.data && <track kind="chapters" src={chapters.data.url} srcLang="en" label="Chapters" />}
            </video>
          ) : (
            <Center>
              {signed.isError ? (
                <Text c="red.3">The video could not be loaded: {signed.error.message}</Text>
              ) : (
                <Loader color="gray" role="status" aria-label="Loading the video" />
              )}
            </Center>
          )}
        </AspectRatio>
      </div>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" id="speed-label">
            Speed
          </Text>
          <SegmentedControl
            size="xs"
            aria-labelledby="speed-label"
            data={SPEEDS.map((s) => ({ value: s, label: `${s}×` }))}
            value={speed}
            onChange={(value) => {
              setSpeed(value);
              if (video.current) video.current.playbackRate = Number(value);
              try {
                localStorage.setItem(SPEED_KEY, value);
              } catch {
                // private mode: the choice lasts for this lesson only
              }
            }}
          />
        </Group>
        {lesson.captions_path && (
          <Button
            size="compact-xs"
            variant={captionsOn ? 'filled' : 'default'}
            leftSection={<IconBadgeCc size={16} />}
            aria-pressed={captionsOn}
            onClick={toggleCaptions}
          >
            Captions
          </Button>
        )}
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Keys: space/k play · ←/→ 5 s · ↑/↓ volume · f full screen · c captions
        </Text>
      </Group>
      {chapterList.length > 1 && <LessonChapters chapters={chapterList} current={chapter} onJump={jumpTo} />}
    </Stack>
  );
}
