// The live room (/live/:id): the host's chart (symbol, timeframe, indicators, drawings) mirrored to
// every attendee over the room's private Realtime topics; the room's chat; Q&A with upvotes that the
// host marks answered; raised hands. The database decides who may enter (the session's channel rule)
// and who drives (the host alone sends on the host's topic and moves the session's state).
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Container,
  Grid,
  Group,
  NativeSelect,
  Paper,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowUp, IconHandStop, IconVideo } from '@tabler/icons-react';
import { CandleChart } from '../../../components/candle-chart.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { TIMEFRAMES, useChartBars, type Timeframe } from '../../../charting/fetch-chart-bars.ts';
import { useWatchlist } from '../../../charting/fetch-watchlist.ts';
import { useChartDrawings, type DrawingKind, type DrawingsEditor } from '../../../charting/use-chart-drawings.ts';
import { ChartDrawingLayer } from '../../../charting/chart-drawing-layer.tsx';
import { ChartTools } from '../../../charting/chart-tools.tsx';
import { useIndicatorSettings } from '../../../charting/use-chart-settings.ts';
import { DEFAULT_INDICATORS, studiesFor } from '../../../charting/indicators.ts';
import {
  useMemberNames,
  useRoomActions,
  useRoomChanges,
  useRoomChat,
  useRoomHands,
  useRoomQuestions,
  useRoomSession,
  type RoomSession,
} from '../api/use-live-room.ts';
import { useRoomChannel, type RoomChart } from '../api/use-room-channel.ts';
import { useRoomVideo, type RoomVideo } from '../api/use-room-video.ts';
import { createRecorder, useRecordings, type RoomRecorder } from '../api/use-room-recorder.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useIsAdmin } from '../../../lib/account/fetch-is-admin.ts';

/** "Delete" beside a recording (the calendar's; supplied by the app). */
export type RenderDeleteRecording = (recording: { id: number; objectName: string; sessionId: number }, title: string) => ReactNode;

const START: RoomChart = { symbol: 'SPY', timeframe: '1D', indicators: DEFAULT_INDICATORS, drawings: [], sentAt: 0 };
const STATE_LABEL = { scheduled: 'Not started', live: 'Live', ended: 'Ended' } as const;

/** The host's drawings shown read-only on an attendee's chart: nothing can be placed, moved or deleted. */
function readOnly(drawings: RoomChart['drawings']): DrawingsEditor {
  const nothing = async () => undefined;
  return { drawings, canUndo: false, create: async () => '', move: nothing, remove: nothing, undo: nothing } as unknown as DrawingsEditor;
}

function RoomChartPane({
  session,
  isHost,
  userId,
  enabled,
  recorder,
}: {
  session: RoomSession;
  isHost: boolean;
  userId: string;
  enabled: boolean;
  recorder: RoomRecorder;
}) {
  const [followed, setFollowed] = useState<RoomChart & { appliedAt: number }>({ ...START, appliedAt: 0 });
  const [symbol, setSymbol] = useState(START.symbol);
  const [timeframe, setTimeframe] = useState<Timeframe>(START.timeframe);
  const [indicators, setIndicators] = useIndicatorSettings();
  const editor = useChartDrawings(isHost ? userId : '', symbol, timeframe);
  const [tool, setTool] = useState<DrawingKind | null>(null);
  const [noteText, setNoteText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);

  const videoRef = useRef<RoomVideo | null>(null);
  const room = useRoomChannel(session.id, userId, isHost, enabled, {
    onChart: (chart, receivedAt) => setFollowed({ ...chart, appliedAt: receivedAt }),
    onHello: (from) => {
      sendLatest.current();
      videoRef.current?.onHello(from);
    },
    onSignal: (signal) => videoRef.current?.onSignal(signal),
  });
  const video = useRoomVideo(isHost, userId, room.signal);

  useEffect(() => {
    videoRef.current = video;
  });
  const mine: RoomChart = { symbol, timeframe, indicators, drawings: editor.drawings, sentAt: 0 };
  // The host sends the chart on every change, and again to each attendee who says hello.
  const sendLatest = useRef(() => undefined as void);
  const sentKey = JSON.stringify(mine);
  const { ready, sendChart } = room;
  useEffect(() => {
    const send = () => {
      if (!isHost) return;
      const chart = { ...(JSON.parse(sentKey) as RoomChart), sentAt: Date.now() };
      sendChart(chart);
      recorder.logChart(chart);
    };
    sendLatest.current = send;
    if (ready) send();
  }, [ready, sendChart, isHost, sentKey, recorder]);

  const shown = isHost ? mine : followed;
  const bars = useChartBars(shown.symbol, shown.timeframe);
  const candles = useMemo(() => (bars.status === 'success' ? bars.data : []), [bars.status, bars.data]);
  const intraday = shown.timeframe === '1D' || shown.timeframe === '1W';
  const studies = useMemo(() => studiesFor(candles, shown.indicators, intraday), [candles, shown.indicators, intraday]);
  const symbols = useWatchlist();
  const drawingEditor = isHost ? editor : readOnly(followed.drawings);

  return (
    <Paper
      withBorder
      p="sm"
      data-testid="room-chart"
      data-symbol={shown.symbol}
      data-timeframe={shown.timeframe}
      data-sent-at={shown.sentAt || undefined}
      data-applied-at={isHost ? undefined : followed.appliedAt || undefined}
      data-ready={room.ready}
    >
      <Group justify="space-between" mb="sm" wrap="wrap" gap="xs">
        {isHost ? (
          <NativeSelect
            label="Symbol"
            value={symbol}
            onChange={(e) => setSymbol(e.currentTarget.value)}
            data={
              symbols.status === 'success'
                ? symbols.data.map((s) => ({ value: s.symbol, label: `${s.symbol} — ${s.companyName}` }))
                : [symbol]
            }
            w={240}
          />
        ) : (
          <Text fw={600} aria-live="polite">
            {shown.symbol} · {shown.timeframe}{' '}
            <Text span c="dimmed" size="sm" fw={400}>
              following the host
            </Text>
          </Text>
        )}
        {isHost && (
          <Group gap={4} role="group" aria-label="Timeframe">
            {TIMEFRAMES.map((t) => (
              <Button
                key={t}
                size="xs"
                variant={t === timeframe ? 'filled' : 'default'}
                aria-pressed={t === timeframe}
                onClick={() => setTimeframe(t)}
              >
                {t}
              </Button>
            ))}
          </Group>
        )}
      </Group>
      <VideoStage video={video} recorder={recorder} isHost={isHost} live={session.state === 'live'} />
      <CandleChart
        live
        candles={candles}
        studies={studies}
        intraday={intraday}
        overlay={(coords) => (
          <ChartDrawingLayer
            coords={coords}
            editor={drawingEditor}
            tool={isHost ? tool : null}
            noteText={noteText}
            selected={isHost ? selected : null}
            onSelect={isHost ? setSelected : () => undefined}
            onPlaced={() => setTool(null)}
          />
        )}
        label={`${shown.symbol} candlestick chart, ${shown.timeframe}, ${candles.length} bars`}
      />
      {isHost && (
        <div style={{ marginTop: 12 }}>
          <ChartTools
            settings={indicators}
            onChange={setIndicators}
            intraday={intraday}
            drawing={{ editor, tool, onTool: setTool, noteText, onNoteText: setNoteText, selected, onSelect: setSelected }}
          />
        </div>
      )}
    </Paper>
  );
}

/** A chart shown as given (the host's, followed or replayed): nothing on it can be changed. */
function ChartOf({ chart }: { chart: RoomChart }) {
  const bars = useChartBars(chart.symbol, chart.timeframe);
  const candles = useMemo(() => (bars.status === 'success' ? bars.data : []), [bars.status, bars.data]);
  const intraday = chart.timeframe === '1D' || chart.timeframe === '1W';
  const studies = useMemo(() => studiesFor(candles, chart.indicators, intraday), [candles, chart.indicators, intraday]);
  const editor = readOnly(chart.drawings);
  return (
    <CandleChart
      live
      candles={candles}
      studies={studies}
      intraday={intraday}
      overlay={(coords) => (
        <ChartDrawingLayer
          coords={coords}
          editor={editor}
          tool={null}
          noteText=""
          selected={null}
          onSelect={() => undefined}
          onPlaced={() => undefined}
        />
      )}
      label={`${chart.symbol} candlestick chart, ${chart.timeframe}, ${candles.length} bars`}
    />
  );
}

/** A past session: its recordings, each replaying the host's video and chart together; the host and admins may delete one. */
function ReplayPane({ sessionId, title, renderDelete }: { sessionId: number; title: string; renderDelete?: RenderDeleteRecording }) {
  const recordings = useRecordings(sessionId, true);
  const [chosen, setChosen] = useState(0);
  const [at, setAt] = useState(0);
  const recording = recordings.data?.[chosen] ?? recordings.data?.[0];
  const chart = recording?.chartLog.filter((e) => e.t <= at).at(-1)?.chart ?? recording?.chartLog[0]?.chart ?? START;
  return (
    <Paper withBorder p="sm" data-testid="replay" data-symbol={chart.symbol} data-timeframe={chart.timeframe}>
      <Title order={2} fz="h4" mb="xs">
        Recordings
      </Title>
      {recordings.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          This session was not recorded.
        </Text>
      )}
      {recordings.data && recordings.data.length > 1 && (
        <Group gap={4} mb="xs">
          {recordings.data.map((r, i) => (
            <Button key={r.id} size="xs" variant={i === chosen ? 'filled' : 'default'} onClick={() => (setChosen(i), setAt(0))}>
              Part {i + 1} ({Math.round(r.durationMs / 60_000)} min)
            </Button>
          ))}
        </Group>
      )}
      {recording && (
        <>
          {/* A recording of a live camera has no captions. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <video
            key={recording.id}
            src={recording.url}
            controls
            playsInline
            data-testid="recording-video"
            onTimeUpdate={(e) => setAt(e.currentTarget.currentTime * 1000)}
            style={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', background: '#000', borderRadius: 8 }}
          />
          <Group justify="space-between" gap="xs" my="xs">
            <Text fw={600}>
              {chart.symbol} · {chart.timeframe}{' '}
              <Text span c="dimmed" size="sm" fw={400}>
                as the host showed it
              </Text>
            </Text>
            {renderDelete?.({ id: recording.id, objectName: recording.objectName, sessionId }, title)}
          </Group>
          <ChartOf chart={chart} />
        </>
      )}
    </Paper>
  );
}

function VideoStage({ video, recorder, isHost, live }: { video: RoomVideo; recorder: RoomRecorder; isHost: boolean; live: boolean }) {
  const element = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    if (!video.on) {
      const media = await video.start();
      if (media) recorder.start(media);
      return;
    }
    setSaving(true);
    await recorder.stop();
    video.stop();
    setSaving(false);
  };
  useEffect(() => {
    if (element.current && element.current.srcObject !== video.stream) element.current.srcObject = video.stream;
  }, [video.stream]);
  if (!isHost && !video.stream) return null;
  return (
    <Stack gap={4} mb="sm" align="flex-start">
      {video.stream && (
        // A live camera has no captions to offer.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={element}
          autoPlay
          playsInline
          muted={isHost || muted}
          data-testid={isHost ? 'own-video' : 'host-video'}
          aria-label={isHost ? 'Your camera' : "The host's camera"}
          style={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', background: '#000', borderRadius: 8 }}
        />
      )}
      <Group gap="xs">
        {isHost && (
          <Button
            size="xs"
            variant={video.on ? 'default' : 'filled'}
            leftSection={<IconVideo size={14} aria-hidden />}
            disabled={!live && !video.on}
            loading={saving}
            onClick={() => void toggle()}
          >
            {video.on ? 'Stop camera' : 'Start camera'}
          </Button>
        )}
        {isHost && video.on && (
          <Text size="xs" c="red" data-testid="recording">
            ● Recording
          </Text>
        )}
        {!isHost && video.stream && (
          <Button size="xs" variant="default" onClick={() => setMuted((m) => !m)} aria-pressed={!muted}>
            {muted ? 'Unmute the host' : 'Mute the host'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Compose({
  label,
  placeholder,
  submit,
  busy,
  max,
}: {
  label: string;
  placeholder: string;
  submit: (text: string) => Promise<unknown>;
  busy: boolean;
  max: number;
}) {
  const [text, setText] = useState('');
  const send = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) return;
    void submit(body).then(
      () => setText(''),
      () => undefined,
    );
  };
  return (
    <form onSubmit={send}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={max}
          style={{ flex: 1 }}
        />
        <Button type="submit" loading={busy} disabled={!text.trim()}>
          Send
        </Button>
      </Group>
    </form>
  );
}

function RoomSide({ session, isHost, userId }: { session: RoomSession; isHost: boolean; userId: string }) {
  const chat = useRoomChat(session.id, true);
  const questions = useRoomQuestions(session.id, true);
  const hands = useRoomHands(session.id, true);
  const actions = useRoomActions(session.id);
  const people = [...(chat.data ?? []).map((c) => c.authorId), ...(questions.data ?? []).map((q) => q.authorId), ...(hands.data ?? [])];
  const names = useMemberNames(people).data;
  const nameOf = (id: string) => (id === userId ? 'You' : (names?.get(id) ?? 'A member'));
  const raised = hands.data?.includes(userId) ?? false;
  return (
    <Paper withBorder p="sm">
      {!isHost && session.state !== 'ended' && (
        <Button
          fullWidth
          mb="sm"
          variant={raised ? 'filled' : 'light'}
          color="orange"
          leftSection={<IconHandStop size={16} aria-hidden />}
          aria-pressed={raised}
          onClick={() => actions.hand.mutate({ userId, raise: !raised })}
          loading={actions.hand.isPending}
        >
          {raised ? 'Lower your hand' : 'Raise your hand'}
        </Button>
      )}
      <Tabs defaultValue="qa">
        <Tabs.List grow>
          <Tabs.Tab value="qa">Q&amp;A ({questions.data?.filter((q) => !q.answeredAt).length ?? 0})</Tabs.Tab>
          <Tabs.Tab value="chat">Chat</Tabs.Tab>
          <Tabs.Tab value="hands">Hands ({hands.data?.length ?? 0})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="qa" pt="sm">
          <Stack gap="sm">
            <Compose
              label="Ask the host"
              placeholder="Your question"
              submit={(b) => actions.ask.mutateAsync(b)}
              busy={actions.ask.isPending}
              max={500}
            />
            <ScrollArea.Autosize mah={380}>
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Questions">
                {questions.data?.map((q) => (
                  <Paper key={q.id} withBorder p="xs" component="li" data-testid="question" data-answered={q.answeredAt !== null}>
                    <Text size="sm">{q.body}</Text>
                    <Group justify="space-between" gap="xs" mt={4}>
                      <Text size="xs" c="dimmed">
                        {nameOf(q.authorId)}
                        {q.answeredAt && ' · '}
                        {q.answeredAt && (
                          <Badge size="xs" color="teal">
                            Answered
                          </Badge>
                        )}
                      </Text>
                      <Group gap={4}>
                        <Button
                          size="compact-xs"
                          variant={q.myVote ? 'filled' : 'default'}
                          aria-pressed={q.myVote}
                          leftSection={<IconArrowUp size={12} aria-hidden />}
                          onClick={() => actions.vote.mutate({ questionId: q.id, on: !q.myVote })}
                          aria-label={`Upvote (${q.votes})`}
                        >
                          {q.votes}
                        </Button>
                        {isHost && !q.answeredAt && (
                          <Button size="compact-xs" color="teal" onClick={() => actions.answer.mutate(q.id)}>
                            Mark answered
                          </Button>
                        )}
                      </Group>
                    </Group>
                  </Paper>
                ))}
                {questions.data?.length === 0 && (
                  <Text size="sm" c="dimmed" component="li">
                    No questions yet.
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="chat" pt="sm">
          <Stack gap="sm">
            <ScrollArea.Autosize mah={380}>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Room chat">
                {chat.data?.map((m) => (
                  <Text key={m.id} size="sm" component="li" data-testid="chat-line">
                    <Text span fw={600}>
                      {nameOf(m.authorId)}
                      {m.authorId === session.hostId && ' (host)'}:
                    </Text>{' '}
                    {m.body}
                  </Text>
                ))}
                {chat.data?.length === 0 && (
                  <Text size="sm" c="dimmed" component="li">
                    Say hello to the room.
                  </Text>
                )}
              </Stack>
            </ScrollArea.Autosize>
            <Compose
              label="Message the room"
              placeholder="Message"
              submit={(b) => actions.say.mutateAsync(b)}
              busy={actions.say.isPending}
              max={1000}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="hands" pt="sm">
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Raised hands">
            {hands.data?.map((id) => (
              <Group key={id} component="li" justify="space-between" gap="xs" data-testid="raised-hand">
                <Text size="sm">
                  <IconHandStop size={14} aria-hidden /> {nameOf(id)}
                </Text>
                {(isHost || id === userId) && (
                  <Button size="compact-xs" variant="default" onClick={() => actions.hand.mutate({ userId: id, raise: false })}>
                    Lower
                  </Button>
                )}
              </Group>
            ))}
            {hands.data?.length === 0 && (
              <Text size="sm" c="dimmed" component="li">
                No hands raised.
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}

const WHEN = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export function LiveRoom({ sessionId, renderDeleteRecording }: { sessionId: number; renderDeleteRecording?: RenderDeleteRecording }) {
  const userId = useAuth().user?.id ?? '';
  const session = useRoomSession(sessionId);
  const s = session.data;
  const isHost = !!s && s.hostId === userId;
  const isAdmin = useIsAdmin(userId).data === true;
  useRoomChanges(sessionId, !!s);
  const actions = useRoomActions(sessionId);
  const queryClient = useQueryClient();
  const [recorder] = useState(() =>
    createRecorder(sessionId, () => void queryClient.invalidateQueries({ queryKey: ['live-room', sessionId, 'recordings'] })),
  );
  const [ending, setEnding] = useState(false);
  // Ending the session stops and saves the recording first.
  const end = async () => {
    setEnding(true);
    await recorder.stop();
    actions.state.mutate('ended', { onSettled: () => setEnding(false) });
  };

  if (session.status === 'pending') return <Container py="xl">Opening the room…</Container>;
  if (!s) {
    return (
      <Container py="xl" data-testid="room-closed">
        <Title order={1} fz="h2">
          This room is not open to you
        </Title>
        <Text mt="sm">The session does not exist, or it is for premium members.</Text>
        <Anchor component={Link} to="/pricing">
          See premium
        </Anchor>
      </Container>
    );
  }
  return (
    <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="md">
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={`/dashboard/${s.channelId}`} size="sm">
            ← Back to #{s.channelId}
          </Anchor>
          <Group gap="xs">
            <Title order={1} fz="h3">
              {s.title}
            </Title>
            <Badge color={s.state === 'live' ? 'red' : 'gray'} data-testid="room-state">
              {STATE_LABEL[s.state]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {WHEN.format(new Date(s.startsAt))} · {s.durationMinutes} min{s.hostName && ` · with ${s.hostName}`}
            {isHost && ' · you are the host'}
          </Text>
        </div>
        {isHost && s.state !== 'ended' && (
          <Button
            color={s.state === 'live' ? 'gray' : 'red'}
            onClick={() => (s.state === 'live' ? void end() : actions.state.mutate('live'))}
            loading={actions.state.isPending || ending}
          >
            {s.state === 'live' ? 'End the session' : 'Go live'}
          </Button>
        )}
      </Group>
      {!isHost && s.state === 'scheduled' && (
        <Text size="sm" mb="sm" data-testid="room-waiting">
          The host has not started yet: the chart follows them as soon as they do.
        </Text>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {s.state === 'ended' ? (
            <ReplayPane sessionId={s.id} title={s.title} renderDelete={isHost || isAdmin ? renderDeleteRecording : undefined} />
          ) : (
            <RoomChartPane session={s} isHost={isHost} userId={userId} enabled recorder={recorder} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <RoomSide session={s} isHost={isHost} userId={userId} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
