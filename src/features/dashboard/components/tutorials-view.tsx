// Tutorial channels: the open lesson (player, notes, the module's lessons; supplied by the app from
// the lessons feature), 'Ask for Help at This Timestamp' with the player's time, the level's module
// list with progress and quizzes, and the channel's help chat (the help box and the chat are the chat
// feature's, supplied by the app). The lesson comes from the URL
// (/dashboard/<channel>/lessons/<id>); without one, the open module's next lesson to watch.
import { Fragment, useCallback, useState, type ReactNode } from 'react';
import { Grid, Group, Stack, Title } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import type { Channel } from '../../../lib/community/channels.ts';
import type { RenderChat } from '../../../lib/community/chat-slot.ts';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import type { Level } from '../../../lib/progress/progress-types.ts';
import { FinalExamButton, ViewCertificateButton } from '../../../components/course-progress.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ModuleList } from '../../../components/module-list.tsx';
import { ModuleExtras } from '../../../components/module-extras.tsx';
import { formatVideoTime } from '../lib/format-video-time.ts';
import { VideoPlayer } from './video-player.tsx';

export interface LessonSlot {
  channelId: string;
  modules: { id: number; title: string; thumbnail: string }[];
  moduleId: number | null;
  lessonId: number | null;
  onTime: (seconds: number) => void;
  onModule: (moduleId: number) => void;
  /** Opens the module's quiz (offered when the module's last lesson ends). */
  onTakeQuiz: (moduleId: number) => void;
  belowPlayer?: ReactNode;
}
export type RenderLesson = (slot: LessonSlot) => ReactNode;

interface Props {
  channel: Channel;
  onTakeQuiz: (moduleId: number) => void;
  renderLesson?: RenderLesson;
  renderChat: RenderChat;
  /** 'Ask for Help at This Timestamp' for a module, at the player's time. */
  renderAskHelp: (moduleId: number, videoTime: string) => ReactNode;
}

export function TutorialsView({ channel, onTakeQuiz, renderLesson, renderChat, renderAskHelp }: Props) {
  // Shared with the quiz: a graded attempt updates this list at once.
  const progress = useCourseProgress();
  const navigate = useNavigate();
  const { lessonId } = useParams();
  const [picked, setPicked] = useState<number | null>(null);
  const [seconds, setSeconds] = useState(0);
  const list = progress.byLevel[(channel.level ?? 'BEGINNER') as Level] ?? [];
  // The first module not yet completed, unless the learner picked one (or opened one of its lessons).
  const selected = list.find((m) => m.id === picked) ?? list.find((m) => !m.completed) ?? list[0];
  const onModule = useCallback((id: number) => setPicked(id), []);
  const helpBox = selected && <Fragment key={`help-${selected.id}`}>{renderAskHelp(selected.id, formatVideoTime(seconds))}</Fragment>;
  const lesson = Number(lessonId);

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="md">
          {renderLesson ? (
            renderLesson({
              channelId: channel.id,
              modules: list,
              moduleId: selected?.id ?? null,
              lessonId: lessonId && Number.isSafeInteger(lesson) ? lesson : lessonId ? -1 : null,
              onTime: setSeconds,
              onModule,
              onTakeQuiz,
              belowPlayer: helpBox,
            })
          ) : (
            <>
              {selected && <VideoPlayer key={`video-${selected.id}`} module={selected} onTime={setSeconds} />}
              {helpBox}
            </>
          )}
          {selected && <ModuleExtras key={`extras-${selected.id}`} moduleId={selected.id} />}
          <section aria-labelledby="modules-title">
            <Group justify="space-between" mb="xs">
              <Title order={2} fz="h4" id="modules-title">
                Modules
              </Title>
              {progress.certificate ? (
                <ViewCertificateButton />
              ) : (
                progress.overall.total > 0 && progress.overall.completed === progress.overall.total && <FinalExamButton />
              )}
            </Group>
            <ErrorAlert message={progress.error && `The modules could not be loaded: ${progress.error}`} />
            <ModuleList
              modules={list}
              highlightId={selected?.id ?? null}
              onSelect={(id) => {
                setPicked(id);
                setSeconds(0);
                if (lessonId) void navigate(`/dashboard/${channel.id}`);
              }}
              onTakeQuiz={onTakeQuiz}
            />
          </section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>{renderChat({ title: 'Help Chat', height: 'max(300px, calc(100dvh - 300px))' })}</Grid.Col>
    </Grid>
  );
}
