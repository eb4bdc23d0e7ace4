// The live room in two Chromium contexts against the real stack, at 1280 and 360 px: a premium member
// answers Going to a hosted session and gets the 24-hour reminder by email; the host goes live; the
// member joins from the session card; the member's chart follows the host's timeframe and symbol (the
// host-to-attendee delay is measured and printed); the member asks a question, the host marks it
// answered; the member raises a hand and chats, the host sees both (muted in the channel, the member is
// refused and told why); the host's camera (Chromium's fake
// device) reaches the member peer to peer and plays; it is recorded, and once the host ends the session
// the member replays the recording with the chart following the host's log; the host deletes it from
// Past Sessions (an attendee is offered no Delete). A free learner finds the premium room closed. Screenshots of both sides when BROWSER_SCREENSHOTS is set.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceClient } from '../support/clients.ts';
import { waitForMail } from './support/mailbox.ts';
import { appUrl, DESKTOP, PHONE, screenshot, useBrowser } from './support/pages.ts';
import { newMember, signInAt } from './dashboard-support.ts';

// Chromium's fake camera and microphone, allowed without a prompt, for the host's video.
const { newPage } = useBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);

/** How long the attendee's chart took to show the host's latest change (ms), once it shows `timeframe`. */
async function followDelay(attendee: Page, symbol: string, timeframe: string): Promise<number> {
  const chart = attendee.getByTestId('room-chart');
  await expect
    .poll(async () => `${await chart.getAttribute('data-symbol')} ${await chart.getAttribute('data-timeframe')}`, { timeout: 10_000 })
    .toBe(`${symbol} ${timeframe}`);
  return Number(await chart.getAttribute('data-applied-at')) - Number(await chart.getAttribute('data-sent-at'));
}

for (const [label, viewport] of [
  ['1280', DESKTOP],
  ['360', PHONE],
] as const) {
  describe(`the live room at ${label} px`, () => {
    it(
      'RSVP, reminder, the host goes live, the chart follows, video, Q&A, hand, chat, recording and replay',
      { timeout: 180_000 },
      async () => {
        const service = serviceClient();
        const title = `Opening Range ${Math.random().toString(36).slice(2, 7)}`;
        const [host, pria, lee] = await Promise.all([newMember('premium', 'host'), newMember('premium', 'pria'), newMember('free', 'lee')]);
        expect((await service.from('analysts').insert({ user_id: host.id })).error).toBeNull();
        const { data: session, error } = await service
          .from('live_sessions')
          .insert({
            channel_id: 'live-sessions',
            title,
            description: 'Trading the open.',
            host_name: host.name,
            starts_at: new Date(Date.now() + 20 * 3600_000).toISOString(),
            duration_minutes: 60,
            access: 'premium',
            host_id: host.id,
          })
          .select('id')
          .single();
        expect(error).toBeNull();
        const id = session!.id;
        try {
          // The member answers Going; the reminder arrives.
          const attendee = await newPage(viewport);
          attendee.setDefaultTimeout(20_000);
          await signInAt(attendee, pria, '/dashboard/live-sessions');
          const card = attendee.locator(`[data-testid="live-session"][data-session-id="${id}"]`);
          await card.getByRole('button', { name: 'Going' }).click();
          await expect.poll(() => card.getByRole('button', { name: 'Going' }).getAttribute('aria-pressed')).toBe('true');
          const mail = await waitForMail(pria.email, 30_000, /^Tomorrow: /);
          expect(mail.subject).toBe(`Tomorrow: ${title}`);

          // The host opens the room and goes live.
          const hostPage = await newPage(viewport);
          hostPage.setDefaultTimeout(20_000);
          await signInAt(hostPage, host, `/live/${id}`);
          await hostPage.getByRole('button', { name: 'Go live' }).click();
          await expect.poll(() => hostPage.getByTestId('room-state').textContent()).toBe('Live');

          // The member joins from the card.
          await card.getByRole('link', { name: `Join ${title}` }).click();
          await attendee.getByRole('heading', { name: title }).waitFor();
          await expect.poll(() => attendee.getByTestId('room-state').textContent(), { timeout: 15_000 }).toBe('Live');
          await expect.poll(() => attendee.getByTestId('room-chart').getAttribute('data-sent-at'), { timeout: 15_000 }).not.toBeNull();

          // The chart follows the host: timeframes and a symbol; each delay measured.
          const delays: number[] = [];
          for (const t of ['1M', '3M', '1W', '1Y', '1D']) {
            await hostPage.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name: t }).click();
            delays.push(await followDelay(attendee, 'SPY', t));
          }
          await hostPage.getByLabel('Symbol').selectOption('AAPL');
          delays.push(await followDelay(attendee, 'AAPL', '1D'));
          delays.sort((a, b) => a - b);
          console.log(
            `live room ${label}px: host -> attendee chart delay (ms) ${delays.join(', ')}; median ${delays[Math.floor(delays.length / 2)]}`,
          );
          // Attendees cannot drive.
          expect(await attendee.getByRole('group', { name: 'Timeframe' }).count()).toBe(0);
          expect(await attendee.getByLabel('Symbol').count()).toBe(0);

          // The host's camera reaches the member, peer to peer: frames arrive and play.
          await hostPage.getByRole('button', { name: 'Start camera' }).click();
          const video = attendee.getByTestId('host-video');
          await video.waitFor({ timeout: 20_000 });
          await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
          const t0 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
          await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(t0 + 0.5);
          // Recorded from here: the host changes the timeframe a moment in.
          await hostPage.getByTestId('recording').waitFor();
          await hostPage.waitForTimeout(1500);
          await hostPage.getByRole('group', { name: 'Timeframe' }).getByRole('button', { name: '1W' }).click();
          await followDelay(attendee, 'AAPL', '1W');
          await screenshot(attendee, `live-room-attendee-${label}`);

          // Q&A: the member asks, the host marks it answered.
          const question = `Where would you put the stop ${label}?`;
          await attendee.getByLabel('Ask the host').fill(question);
          await attendee.getByLabel('Ask the host').press('Enter');
          const hostQuestion = hostPage.getByTestId('question').filter({ hasText: question });
          await hostQuestion.waitFor({ timeout: 15_000 });
          await hostQuestion.getByRole('button', { name: 'Mark answered' }).click();
          await expect
            .poll(() => attendee.getByTestId('question').filter({ hasText: question }).getAttribute('data-answered'), { timeout: 15_000 })
            .toBe('true');

          // A raised hand and a chat line reach the host.
          await attendee.getByRole('button', { name: 'Raise your hand' }).click();
          await hostPage.getByRole('tab', { name: /Hands/ }).click();
          await hostPage.getByTestId('raised-hand').filter({ hasText: pria.name }).waitFor({ timeout: 15_000 });
          await attendee.getByRole('tab', { name: 'Chat' }).click();
          await attendee.getByLabel('Message the room').fill('Thanks, that helps');
          await attendee.getByLabel('Message the room').press('Enter');
          await hostPage.getByRole('tab', { name: 'Chat' }).click();
          await hostPage.getByTestId('chat-line').filter({ hasText: 'Thanks, that helps' }).waitFor({ timeout: 15_000 });
          // Muted in the session's channel, the member no longer chats in its room, and is told why.
          expect(
            (await service.from('channel_mutes').insert({ channel_id: 'live-sessions', user_id: pria.id, reason: 'Spamming the room' }))
              .error,
          ).toBeNull();
          await attendee.getByLabel('Message the room').fill('Buy my course');
          await attendee.getByLabel('Message the room').press('Enter');
          await attendee.getByText('You cannot chat in this room: you are muted in its channel.').waitFor({ timeout: 15_000 });
          await screenshot(attendee, `live-room-muted-${label}`);
          expect((await service.from('channel_mutes').delete().eq('user_id', pria.id)).error).toBeNull();
          expect((await service.from('session_chat').select('body').eq('session_id', id).eq('body', 'Buy my course')).data).toEqual([]);
          await hostPage.getByRole('tab', { name: /Q&A/ }).click();
          await screenshot(hostPage, `live-room-host-${label}`);

          // The host ends the session: the recording is saved, and the member replays video and chart.
          await hostPage.getByRole('button', { name: 'End the session' }).click();
          await expect.poll(() => attendee.getByTestId('room-state').textContent(), { timeout: 30_000 }).toBe('Ended');
          const replay = attendee.getByTestId('replay');
          const recording = attendee.getByTestId('recording-video');
          await recording.waitFor({ timeout: 30_000 });
          expect(await replay.getAttribute('data-timeframe')).toBe('1D');
          await recording.evaluate((v: HTMLVideoElement) => ((v.muted = true), v.play()));
          await expect.poll(() => recording.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 }).toBeGreaterThan(0);
          await expect.poll(() => recording.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(1);
          // The chart replays with it: the host's switch to 1W comes about 1.5 s in.
          await expect.poll(() => replay.getAttribute('data-timeframe'), { timeout: 15_000 }).toBe('1W');
          expect(await replay.getAttribute('data-symbol')).toBe('AAPL');
          await screenshot(attendee, `live-room-replay-${label}`);

          // The channel lists the recorded session, and its link opens the replay.
          await attendee.goto(appUrl('/dashboard/live-sessions'));
          const past = attendee.locator(`[data-testid="past-session"][data-session-id="${id}"]`);
          await past.waitFor();
          expect(await past.textContent()).toContain(title);
          // Ended by its host, it is no longer among the upcoming sessions.
          expect(await attendee.locator(`[data-testid="live-session"][data-session-id="${id}"]`).count()).toBe(0);
          await past.scrollIntoViewIfNeeded();
          await screenshot(attendee, `live-room-past-sessions-${label}`);
          await past.getByRole('link', { name: `Watch the recording of ${title}` }).click();
          await attendee.getByTestId('recording-video').waitFor({ timeout: 30_000 });
          // An attendee deletes nothing: no Delete in the replay nor in the list.
          expect(await attendee.getByRole('button', { name: `Delete the recording of ${title}` }).count()).toBe(0);

          // The host deletes the recording from Past Sessions: its row and its file go.
          const { data: stored } = await service.from('session_recordings').select('object_name').eq('session_id', id);
          expect(stored).toHaveLength(1);
          await hostPage.goto(appUrl('/dashboard/live-sessions'));
          const hostPast = hostPage.locator(`[data-testid="past-session"][data-session-id="${id}"]`);
          await hostPast.waitFor();
          await hostPast.getByRole('button', { name: `Delete the recording of ${title}` }).click();
          const confirm = hostPage.getByRole('dialog', { name: 'Delete this recording?' });
          await confirm.waitFor();
          await screenshot(hostPage, `live-room-delete-recording-${label}`);
          await confirm.getByRole('button', { name: 'Delete recording' }).click();
          await expect.poll(() => hostPast.count(), { timeout: 15_000 }).toBe(0);
          expect((await service.from('session_recordings').select('id').eq('session_id', id)).data).toEqual([]);
          const { data: left } = await service.storage.from('session-recordings').list(String(id));
          expect(left?.map((o) => o.name)).not.toContain(stored![0]!.object_name.split('/')[1]);
          await attendee.reload();
          await attendee.getByText('This session was not recorded.').waitFor({ timeout: 15_000 });

          // A free learner finds the premium room closed.
          const learner = await newPage(viewport);
          learner.setDefaultTimeout(20_000);
          await signInAt(learner, lee, '/dashboard');
          await learner.goto(appUrl(`/live/${id}`));
          await learner.getByTestId('room-closed').waitFor();
        } finally {
          // Ended (or not): its end closes the room; the session stays, as a real one would, among the past.
          await service
            .from('live_sessions')
            .update({ title: `${title} (test)` })
            .eq('id', id);
        }
      },
    );
  });
}
