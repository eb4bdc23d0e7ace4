// /members/:id: a member's profile — picture, name, badges, bio, experience, style, time zone, links,
// progress and certificate as they chose to show them. Others can message, block or report them;
// the member edits their own (picture included: cropped and resized in the browser, see crop-avatar).
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Container,
  FileButton,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { messageOf, notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  startConversation,
  useBlock,
  useMember,
  useSaveProfile,
  useSetWeeklyDigest,
  useUploadAvatar,
  useWeeklyDigest,
  type DirectoryMember,
} from '../api/members-api.ts';
import { cropAvatar } from '../lib/crop-avatar.ts';
import { MemberAvatar } from './member-avatar.tsx';
import { ReportMemberModal } from './report-member-modal.tsx';

const EXPERIENCE = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'advanced', label: 'Advanced' },
];
const STYLES = [
  { value: 'day', label: 'Day trading' },
  { value: 'swing', label: 'Swing trading' },
  { value: 'position', label: 'Position trading' },
  { value: 'scalping', label: 'Scalping' },
  { value: 'long-term', label: 'Long-term investing' },
  { value: 'options', label: 'Options' },
];
const label = (list: { value: string; label: string }[], v: string | null) => list.find((x) => x.value === v)?.label ?? null;

function EditProfile({ member }: { member: DirectoryMember & { avatar_url: string | null } }) {
  const save = useSaveProfile(member.user_id);
  const upload = useUploadAvatar(member.user_id);
  const [name, setName] = useState(member.display_name ?? '');
  const [bio, setBio] = useState(member.bio);
  const [experience, setExperience] = useState(member.experience);
  const [style, setStyle] = useState(member.trading_style);
  const [timeZone, setTimeZone] = useState(member.time_zone ?? '');
  const [links, setLinks] = useState(member.links.join('\n'));
  const [showProgress, setShowProgress] = useState(member.show_progress);
  const [showCertificate, setShowCertificate] = useState(member.show_certificate);
  const pick = async (file: File | null) => {
    if (!file) return;
    try {
      upload.mutate(await cropAvatar(file), { onSuccess: () => notifySuccess('Your picture is updated.') });
    } catch (e) {
      notifyError('The picture could not be used', e);
    }
  };
  const submit = () =>
    save.mutate(
      {
        displayName: name,
        fields: {
          bio,
          experience,
          trading_style: style,
          time_zone: timeZone.trim() || null,
          links: links
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
          show_progress: showProgress,
          show_certificate: showCertificate,
        },
      },
      { onSuccess: () => notifySuccess('Your profile is saved.') },
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={(e) => (e.preventDefault(), submit())}>
        <Stack>
          <Title order={2} fz="h4">
            Edit your profile
          </Title>
          <Group>
            <FileButton onChange={(f) => void pick(f)} accept="image/png,image/jpeg,image/webp,image/gif">
              {(props) => (
                <Button variant="default" loading={upload.isPending} {...props}>
                  Change picture
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              Cropped to a square, 256 px.
            </Text>
          </Group>
          <ErrorAlert message={upload.error ? `The picture was not saved: ${messageOf(upload.error)}` : null} />
          <TextInput label="Display name" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={80} required />
          <Textarea label="Bio" autosize minRows={2} maxLength={500} value={bio} onChange={(e) => setBio(e.currentTarget.value)} />
          <Group grow wrap="wrap">
            <Select label="Experience" data={EXPERIENCE} value={experience} onChange={setExperience} clearable />
            <Select label="Trading style" data={STYLES} value={style} onChange={setStyle} clearable />
          </Group>
          <TextInput
            label="Time zone"
            placeholder="Europe/Paris"
            value={timeZone}
            onChange={(e) => setTimeZone(e.currentTarget.value)}
            maxLength={64}
          />
          <Textarea
            label="Links (https, one per line, up to 5)"
            autosize
            minRows={1}
            value={links}
            onChange={(e) => setLinks(e.currentTarget.value)}
          />
          <Checkbox
            label="Show my course progress to other members"
            checked={showProgress}
            onChange={(e) => setShowProgress(e.currentTarget.checked)}
          />
          <Checkbox
            label="Show my certificate to other members"
            checked={showCertificate}
            onChange={(e) => setShowCertificate(e.currentTarget.checked)}
          />
          <ErrorAlert message={save.error ? `Your profile was not saved: ${messageOf(save.error)}` : null} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** One's own email choice: the weekly digest (every email carries a one-click unsubscribe too). */
function EmailSettings({ userId }: { userId: string }) {
  const digest = useWeeklyDigest();
  const setDigest = useSetWeeklyDigest(userId);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="email-settings-title">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="email-settings-title">
          Email
        </Title>
        <Switch
          label="Weekly digest"
          description="Once a week: signals closed, sessions ahead and replies you missed."
          checked={setDigest.isPending ? setDigest.variables : (digest.data ?? true)}
          disabled={digest.isPending}
          onChange={(e) => setDigest.mutate(e.currentTarget.checked)}
        />
      </Stack>
    </Paper>
  );
}

export function MemberProfile({ memberId }: { memberId: string }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const member = useMember(memberId);
  const block = useBlock();
  const [reporting, setReporting] = useState(false);
  const [starting, setStarting] = useState(false);
  if (member.isPending) return <PageLoader />;
  const m = member.data;
  const own = user?.id === memberId;
  const message = async () => {
    setStarting(true);
    try {
      void navigate(`/messages/${await startConversation(memberId)}`);
    } catch (e) {
      notifyError('You cannot message this member', e);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Container size={720} py={{ base: 'md', sm: 40 }}>
      <Stack gap="lg">
        <Anchor component={Link} to="/members" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            All members
          </Group>
        </Anchor>
        <ErrorAlert message={member.error ? messageOf(member.error) : null} />
        {!m && !member.error && <Text>There is no such member.</Text>}
        {m && (
          <>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Stack>
                <Group wrap="nowrap" align="flex-start">
                  <MemberAvatar url={m.avatar_url} initials={m.initials} name={m.display_name} online={m.online} size={80} />
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Title order={1} fz="h2" style={{ overflowWrap: 'anywhere' }}>
                      {m.display_name}
                    </Title>
                    <Group gap={6}>
                      {m.is_staff && (
                        <Badge color="red" variant="light" c="red.9">
                          Staff
                        </Badge>
                      )}
                      {m.is_premium && (
                        <Badge color="grape" variant="light" c="grape.9">
                          Premium
                        </Badge>
                      )}
                      {m.online && (
                        <Badge color="green" variant="light" c="dark.8">
                          Online
                        </Badge>
                      )}
                      {m.certificate_code && (
                        <Badge color="teal" variant="light" c="dark.8">
                          Certified
                        </Badge>
                      )}
                    </Group>
                    {m.modules_passed !== null && (
                      <Text size="sm" c="dimmed">
                        {m.modules_passed} {m.modules_passed === 1 ? 'module' : 'modules'} passed
                      </Text>
                    )}
                  </Stack>
                </Group>
                {m.bio && <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.bio}</Text>}
                <Stack gap={2}>
                  {m.experience && <Text size="sm">Experience: {label(EXPERIENCE, m.experience)}</Text>}
                  {m.trading_style && <Text size="sm">Trading style: {label(STYLES, m.trading_style)}</Text>}
                  {m.time_zone && <Text size="sm">Time zone: {m.time_zone}</Text>}
                  {m.certificate_code && (
                    <Anchor component={Link} to={`/certificates/${m.certificate_code}`} size="sm">
                      Verify certificate
                    </Anchor>
                  )}
                  {m.links.map((l) => (
                    <Anchor
                      key={l}
                      href={l}
                      target="_blank"
                      rel="noopener noreferrer nofollow ugc"
                      size="sm"
                      style={{ overflowWrap: 'anywhere' }}
                    >
                      {l}
                    </Anchor>
                  ))}
                </Stack>
                {!own && (
                  <Group gap="xs">
                    <Button onClick={() => void message()} loading={starting}>
                      Message
                    </Button>
                    <Button
                      variant="default"
                      color="red"
                      loading={block.isPending}
                      onClick={() =>
                        block.mutate({ memberId, block: true }, { onSuccess: () => notifySuccess(`${m.display_name} is blocked.`) })
                      }
                    >
                      Block
                    </Button>
                    <Button variant="subtle" color="red" onClick={() => setReporting(true)}>
                      Report
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
            {own && <EditProfile member={m} />}
            {own && <EmailSettings userId={m.user_id} />}
            <ReportMemberModal
              memberId={memberId}
              name={m.display_name ?? 'member'}
              dmMessageId={null}
              opened={reporting}
              onClose={() => setReporting(false)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
