// /certificate (signed in): the learner's certificate, to download as a PDF or add to LinkedIn (the
// credential feature's actions); before it is earned, the progress toward it.
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CourseProgress } from '../../../components/course-progress.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ModuleList } from '../../../components/module-list.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCourseProgress } from '../../../lib/progress/use-course-progress.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import type { Certificate } from '../../../lib/progress/progress-types.ts';
import { CertificateSheet } from './certificate-sheet.tsx';
import classes from './certificate.module.css';
import { QuizModal } from './quiz-modal.tsx';

interface Props {
  /** The final exam's step toward the certificate (the final-exam feature's; supplied by the app). */
  examStep: ReactNode;
  /** The earned certificate's actions: download, share, its signed credential (the credential feature's; supplied by the app). */
  renderActions: (certificate: Certificate, moduleCount: number) => ReactNode;
}

export function CertificateScreen({ examStep, renderActions }: Props) {
  usePageTitle('Your certificate — Tradecraft');
  const progress = useCourseProgress();
  const { certificate, overall } = progress;
  // Owned here, not by the module list, so the quiz's results stay open while the page behind updates.
  const [quizModule, setQuizModule] = useState<number | null>(null);
  if (progress.loading) return <PageLoader />;

  return (
    <Box mih="100vh" bg="gray.0" className={classes.page}>
      <Box
        component="header"
        className={classes.noPrint}
        py="sm"
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Container size="md">
          <Group justify="space-between">
            <Anchor component={Link} to="/dashboard" fw={700} c="dark.8">
              ← Back to Dashboard
            </Anchor>
            {certificate && renderActions(certificate, overall.total)}
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="xl">
        <ErrorAlert message={progress.error && `Your progress could not be loaded: ${progress.error}`} />
        {certificate ? (
          <Stack gap="md">
            <CertificateSheet certificate={certificate} moduleCount={overall.total} />
          </Stack>
        ) : (
          <Stack gap="lg">
            <div>
              <Title order={1}>Your Certificate</Title>
              <Text mt="xs">
                Pass all {overall.total} module quizzes, then the final exam, to earn your certificate of completion. You have passed{' '}
                {overall.completed} of {overall.total}.
              </Text>
            </div>
            <Alert
              color="blue"
              variant="light"
              title="Not earned yet"
              styles={{ title: { color: 'var(--mantine-color-dark-9)' }, message: { color: 'var(--mantine-color-dark-9)' } }}
            >
              Your certificate appears here the moment you pass the final exam.
            </Alert>
            <CourseProgress examLink={false} />
            {examStep}
            <section aria-labelledby="modules-title">
              <Title order={2} fz="h3" id="modules-title" mb="sm">
                Modules
              </Title>
              <ModuleList modules={progress.modules} highlightId={progress.currentModule?.id ?? null} onTakeQuiz={setQuizModule} />
            </section>
          </Stack>
        )}
      </Container>
      {quizModule !== null && <QuizModal moduleId={quizModule} onClose={() => setQuizModule(null)} />}
    </Box>
  );
}
